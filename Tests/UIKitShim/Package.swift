// swift-tools-version: 6.0
// The UIKit *interface shim*: modules literally named CoreGraphics, QuartzCore, UIKit and SwiftUI that
// declare the Apple API members FluidTransitions' UIKit layer uses (with Apple's names, labels,
// types, optionality and isolation), so that the library's real sources, its UIKit glue tests
// and the gallery compile and run on Linux. This package must never be a dependency of, or be
// merged into, the main package: on Apple platforms its modules would clash with the real SDK.
//
// The library, glue tests and gallery are compiled from their real folders through the
// symlinks in Links/ (SwiftPM accepts a symlinked target directory).
import PackageDescription

// The shim modules are built in the Swift 6 language mode with warnings as errors. (Library
// evolution, which would make Apple's non-frozen enums demand `@unknown default` here too, is
// not enabled: importing the non-resilient Linux Foundation with it is itself a warning.)
let shimSettings: [SwiftSetting] = [
  .unsafeFlags(["-warnings-as-errors"])
]

let package = Package(
  name: "UIKitShim",
  targets: [
    .target(name: "ObjectiveC", path: "Sources/ObjectiveC", swiftSettings: shimSettings),
    .target(name: "CoreGraphics", path: "Sources/CoreGraphics", swiftSettings: shimSettings),
    .target(
      name: "QuartzCore",
      dependencies: ["CoreGraphics", "ObjectiveC"],
      path: "Sources/QuartzCore",
      swiftSettings: shimSettings
    ),
    .target(
      name: "UIKit",
      dependencies: ["QuartzCore", "CoreGraphics", "ObjectiveC"],
      path: "Sources/UIKit",
      swiftSettings: shimSettings
    ),
    .target(
      // The SwiftUI interface shim and the simulated SwiftUI host.
      name: "SwiftUI",
      dependencies: ["UIKit", "CoreGraphics"],
      path: "Sources/SwiftUI",
      swiftSettings: shimSettings
    ),
    .target(
      name: "FluidTransitions",
      dependencies: ["SwiftUI", "UIKit", "CoreGraphics"],
      path: "Links/FluidTransitions",
      swiftSettings: [
        .swiftLanguageMode(.v5),
        .enableUpcomingFeature("StrictConcurrency"),
        .unsafeFlags(["-warnings-as-errors"]),
      ]
    ),
    .target(
      // The platform-neutral pacing maths the gallery's Pacing tab reports with.
      name: "FluidPacing",
      dependencies: ["FluidTransitions"],
      path: "Links/FluidPacing",
      swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
    ),
    .executableTarget(
      name: "FluidGallery",
      dependencies: ["FluidTransitions", "FluidPacing", "SwiftUI", "UIKit"],
      // The app playground's module folder, which holds only Swift sources, as the app
      // playground's manifest declares it: an executable whose entry point is the SwiftUI
      // `App` in FluidGalleryApp.swift (`@main`), compiled against the SwiftUI shim. The glue
      // tests import it as SwiftPM lets tests import an executable: its entry point is renamed
      // when it is built for them, so the test runner's own `main` stays the only one.
      path: "Links/FluidGallery",
      // On a device the gallery is an app playground of its own that depends on the library
      // package, so it sees only the library's public API: without package access it sees only
      // that here too. (A `-package-name` flag would not do: SwiftPM passes its own after it.)
      packageAccess: false,
      swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
    ),
    .testTarget(
      name: "UIKitGlueTests",
      dependencies: [
        "FluidTransitions", "FluidGallery", "FluidPacing", "SwiftUI", "UIKit", "QuartzCore",
        "CoreGraphics",
      ],
      path: "Links/UIKitGlueTests",
      swiftSettings: [
        // Swift Testing declares a cross-import overlay for Apple's CoreGraphics
        // (_Testing_CoreGraphics), which Linux lacks: with the shim named CoreGraphics, the
        // overlay lookup would fail.
        .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays", "-warnings-as-errors"])
      ]
    ),
  ]
)
