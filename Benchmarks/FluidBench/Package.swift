// swift-tools-version: 6.2
// fluid-bench: the benchmarks, as a package of their own beside the library's. They link a C
// allocation counter (malloc interposition on Linux), and a package with a C target cannot be
// opened by Swift Playgrounds: keeping it here leaves the package apps depend on pure Swift.
//
//   swift run --package-path Benchmarks/FluidBench -c release fluid-bench
//   swift test --package-path Benchmarks/FluidBench
import PackageDescription

let package = Package(
  name: "FluidBench",
  platforms: [
    .iOS(.v15),
    .macCatalyst(.v15),
    .macOS(.v12),
  ],
  products: [
    .executable(name: "fluid-bench", targets: ["FluidBench"])
  ],
  dependencies: [
    // The library and its pacing maths, from this repository (the identity of a path
    // dependency is its folder's name, which is whatever the clone is called).
    .package(name: "FluidTransitions", path: "../..")
  ],
  targets: [
    // Counts the process's heap allocations (malloc interposition on Linux with glibc).
    .target(name: "AllocationCounter"),
    // The measurements, as a library the tests can check.
    .target(
      name: "FluidBenchKit",
      dependencies: [
        "AllocationCounter",
        .product(name: "FluidTransitions", package: "FluidTransitions"),
        .product(name: "FluidPacing", package: "FluidTransitions"),
      ]
    ),
    .executableTarget(name: "FluidBench", dependencies: ["FluidBenchKit"]),
    .testTarget(
      name: "FluidBenchTests",
      dependencies: [
        "FluidBenchKit",
        "AllocationCounter",
        .product(name: "FluidTransitions", package: "FluidTransitions"),
        .product(name: "FluidPacing", package: "FluidTransitions"),
      ]
    ),
  ]
)
