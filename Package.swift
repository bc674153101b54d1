// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "FluidTransitions",
  // Only where the whole product builds: the UIKit layer uses APIs that tvOS and visionOS lack
  // (screen-edge and pinch recognisers, the back swipes, keyboard notifications, UIScreen), so
  // they are not declared; `.ci/availability` checks the layer against each declared platform.
  // macOS builds the platform-neutral core, the lab and the benchmarks (no UIKit there).
  platforms: [
    .iOS(.v15),
    .macCatalyst(.v15),
    .macOS(.v12),
  ],
  products: [
    .library(name: "FluidTransitions", targets: ["FluidTransitions"]),
    // The measurement maths and the scripted finger, for the gallery app's Pacing tab: the app
    // can only import library products.
    .library(name: "FluidPacing", targets: ["FluidPacing"]),
    .executable(name: "fluid-lab", targets: ["FluidLab"]),
  ],
  targets: [
    .target(
      name: "FluidTransitions",
      path: "Sources/FluidTransitions",
      // Swift 5 mode with complete concurrency checking: an isolation detail of the UIKit SDK
      // that the Linux interface shim got wrong can only ever be a warning for an app, never a
      // build error. CI treats every warning as an error.
      swiftSettings: [
        .swiftLanguageMode(.v5),
        .enableUpcomingFeature("StrictConcurrency"),
      ]
    ),
    // Platform-neutral measurement shared by fluid-bench (Benchmarks/FluidBench, a package of
    // its own: it links C), the lab and the device Pacing tab, so a key means the same thing
    // wherever it is measured.
    .target(
      name: "FluidPacing",
      dependencies: ["FluidTransitions"],
      path: "Benchmarks/FluidPacing"
    ),
    .target(
      name: "FluidLabKit",
      dependencies: ["FluidTransitions", "FluidPacing"],
      path: "Examples/FluidLabKit",
      // The report's style sheets and script, inlined into its one HTML file.
      resources: [.copy("Report/Resources")]
    ),
    .executableTarget(
      name: "FluidLab",
      dependencies: ["FluidLabKit"],
      path: "Examples/FluidLab"
    ),
    .testTarget(
      name: "FluidTransitionsTests",
      dependencies: ["FluidTransitions"],
      path: "Tests/FluidTransitionsTests"
    ),
    .testTarget(
      name: "FluidLabTests",
      dependencies: ["FluidLabKit", "FluidTransitions"],
      path: "Tests/FluidLabTests"
    ),
    .testTarget(
      name: "FluidPacingTests",
      dependencies: ["FluidPacing", "FluidTransitions"],
      path: "Tests/FluidPacingTests"
    ),
  ]
)
