// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "FluidTransitions",
  platforms: [
    .iOS(.v15),
    .macOS(.v12),
    .tvOS(.v15),
    .visionOS(.v1),
  ],
  products: [
    .library(name: "FluidTransitions", targets: ["FluidTransitions"]),
    // The measurement maths and the scripted finger, for the gallery app's Pacing tab: the app
    // can only import library products.
    .library(name: "FluidPacing", targets: ["FluidPacing"]),
    .executable(name: "fluid-lab", targets: ["FluidLab"]),
    .executable(name: "fluid-bench", targets: ["FluidBench"]),
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
    // Platform-neutral measurement shared by fluid-bench, the lab and the device Pacing tab, so
    // a key means the same thing wherever it is measured.
    .target(
      name: "FluidPacing",
      dependencies: ["FluidTransitions"],
      path: "Benchmarks/FluidPacing"
    ),
    .target(
      name: "FluidLabKit",
      dependencies: ["FluidTransitions", "FluidPacing"],
      path: "Examples/FluidLabKit"
    ),
    .executableTarget(
      name: "FluidLab",
      dependencies: ["FluidLabKit"],
      path: "Examples/FluidLab"
    ),
    // The benchmarks: the measurements as a library the tests can check, a thin executable, and
    // a C allocation counter (malloc interposition on Linux) that only the benchmarks link.
    .target(
      name: "AllocationCounter",
      path: "Benchmarks/AllocationCounter"
    ),
    .target(
      name: "FluidBenchKit",
      dependencies: ["FluidTransitions", "FluidPacing", "AllocationCounter"],
      path: "Benchmarks/FluidBenchKit"
    ),
    .executableTarget(
      name: "FluidBench",
      dependencies: ["FluidBenchKit"],
      path: "Benchmarks/FluidBench"
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
      name: "FluidBenchTests",
      dependencies: ["FluidBenchKit", "AllocationCounter", "FluidPacing", "FluidTransitions"],
      path: "Tests/FluidBenchTests"
    ),
    .testTarget(
      name: "FluidPacingTests",
      dependencies: ["FluidPacing", "FluidTransitions"],
      path: "Tests/FluidPacingTests"
    ),
  ]
)
