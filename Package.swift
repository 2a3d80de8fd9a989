// swift-tools-version: 6.3
import PackageDescription

// The root package builds with the Swift toolchain alone: no package dependencies.
// Anything that needs a C library (SDL2, cairo) lives in a nested package.
let package = Package(
    name: "swift-gestures",
    products: [
        .library(name: "Gestures", targets: ["Gestures"]),
        .library(name: "GestureTesting", targets: ["GestureTesting"]),
    ],
    targets: [
        .target(name: "Gestures"),
        .target(name: "GestureTesting", dependencies: ["Gestures"]),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "GestureTesting"]),
        .testTarget(name: "GestureTestingTests", dependencies: ["Gestures", "GestureTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
