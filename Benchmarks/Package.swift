// swift-tools-version: 6.3
import PackageDescription

// The benchmarks live in their own package so the root package keeps no dependencies and builds
// with the toolchain alone; this one needs Debian's libsdl2-dev (SDL2's touch path is timed
// beside the engine's). Run them in release:
//   swift run -c release --package-path Benchmarks gestures-bench
let package = Package(
    name: "swift-gestures-benchmarks",
    dependencies: [.package(name: "swift-gestures", path: "..")],
    targets: [
        // Counts heap allocations by standing in for malloc and friends.
        .target(name: "CAllocationCounter"),
        // Debian's SDL2 (libsdl2-dev), whose touch-event path is timed beside the engine's.
        // (Found without pkg-config, whose flags SwiftPM warns about; the header is <SDL2/SDL.h>.)
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .executableTarget(
            name: "gestures-bench",
            dependencies: [
                "CAllocationCounter", "CSDL2",
                .product(name: "Gestures", package: "swift-gestures"),
                .product(name: "GesturesToolkit", package: "swift-gestures"),
                .product(name: "GestureApps", package: "swift-gestures"),
                .product(name: "GestureTesting", package: "swift-gestures"),
                .product(name: "GestureInput", package: "swift-gestures"),
                .product(name: "GesturesUIKit", package: "swift-gestures"),
            ],
            swiftSettings: [.unsafeFlags(["-Ounchecked"], .when(configuration: .release))]
        ),
    ],
    swiftLanguageModes: [.v6]
)
