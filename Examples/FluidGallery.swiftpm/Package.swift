// swift-tools-version: 6.2

// The gallery as an App Playground: Xcode 26 or later (or a Swift Playgrounds whose toolchain is
// Swift 6.2 or later) opens this folder as an iOS app. Written by hand in the form of Apple's app-playground template, with the
// parameters of `iOSApplication` as SwiftPM's AppleProductTypes module declares them. It has
// never been evaluated: AppleProductTypes exists only in Apple's tools, so Linux cannot load it
// (see README.md, "What has not been verified").
//
// Swift Playgrounds rewrites an app playground's manifest when its app settings are edited;
// this one is meant to be edited by hand.

import AppleProductTypes
import PackageDescription

let package = Package(
  name: "FluidGallery",
  platforms: [
    .iOS("16.0")
  ],
  products: [
    .iOSApplication(
      name: "FluidGallery",
      targets: ["FluidGallery"],
      bundleIdentifier: "org.fluidtransitions.FluidGallery",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .star),
      accentColor: .presetColor(.blue),
      supportedDeviceFamilies: [
        .pad,
        .phone,
      ],
      supportedInterfaceOrientations: [
        .portrait,
        .landscapeRight,
        .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ],
      // Keys the product's own parameters have no say in: ProMotion iPhones run the gallery
      // at 120 Hz only with `CADisableMinimumFrameDurationOnPhone`.
      additionalInfoPlistContentFilePath: "AdditionalInfo.plist"
    )
  ],
  dependencies: [
    // A path dependency's identity is its folder's name, which is whatever the clone is called;
    // the explicit name lets the product below be found under any folder name.
    .package(name: "FluidTransitions", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "FluidGallery",
      dependencies: [
        .product(name: "FluidTransitions", package: "FluidTransitions"),
        .product(name: "FluidPacing", package: "FluidTransitions"),
      ],
      path: "Sources/FluidGallery"
    )
  ]
)
