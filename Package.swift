// swift-tools-version: 6.3
import PackageDescription

// The root package builds with the Swift toolchain alone: no package dependencies.
// Anything that needs a C library (SDL2, cairo) lives in a nested package.
var products: [Product] = [
    .library(name: "Gestures", targets: ["Gestures"]),
    .library(name: "GesturesToolkit", targets: ["GesturesToolkit"]),
    .library(name: "GestureLint", targets: ["GestureLint"]),
    .library(name: "GestureTesting", targets: ["GestureTesting"]),
    .library(name: "GesturesUIKit", targets: ["GesturesUIKit"]),
    .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
    .library(name: "GesturesAVFoundation", targets: ["GesturesAVFoundation"]),
    .library(name: "GestureApps", targets: ["GestureApps"]),
    .library(name: "GestureInput", targets: ["GestureInput"]),
    .library(name: "GesturesUIKitSamples", targets: ["GesturesUIKitSamples"]),
    .executable(name: "gestures", targets: ["gestures"]),
]

var targets: [Target] = [
    // The standard library's rounding and square root call libm, which a program that does not
    // also link Foundation would otherwise miss.
    // Debug builds (the test suite) check the engine's own tables after every pass
    // (GestureEngine+Invariants.swift); release builds do not.
    .target(
        name: "Gestures",
        dependencies: ["CGesturesRuntime"],
        swiftSettings: [.define("GESTURES_INTERNAL_CHECKS", .when(configuration: .debug)), .defaultIsolation(MainActor.self)],
        linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    // One entry point of the Swift runtime the engine calls (`swift_tryRetain`: a target held
    // without a weak reference is read as a weak one would be), declared in C, whose calling
    // convention the runtime uses; header only.
    .target(name: "CGesturesRuntime"),
    // Scroll views and controls: the engine's other participants in touch arbitration, built on
    // what any host could use (recognizers, views, touches, the clock).
    .target(name: "GesturesToolkit", dependencies: ["Gestures"]),
    // The relation lint: why a gesture would wait or never begin, read from a window's structure.
    .target(name: "GestureLint", dependencies: ["Gestures", "GesturesToolkit"]),
    .target(name: "GestureTesting", dependencies: ["Gestures"]),
    // The linear constraint solver behind Auto Layout: standard library only, no Foundation, no
    // actors, so that it can also build for Embedded Swift.
    .target(name: "ConstraintSolver"),
    .target(name: "GesturesUIKit", dependencies: ["Gestures", "GesturesToolkit", "ConstraintSolver"]),
    .target(name: "GesturesAVFoundation"),
    // Linux input devices (evdev) and their evemu recordings, read with the toolchain alone.
    .target(name: "GestureInput", dependencies: ["Gestures"]),
    // The scenes include a ported UIKit view controller, hosted in a UIWindow.
    .target(name: "GestureApps", dependencies: ["Gestures", "GesturesToolkit", "GestureLint", "GestureTesting", "GesturesUIKit", "GesturesUIKitSamples"]),
    // View controllers ported from iOS as they are, for the tests and for the window host.
    .target(name: "GesturesUIKitSamples", dependencies: ["GesturesUIKit", "GesturesAVFoundation"]),
    .executableTarget(name: "gestures", dependencies: ["Gestures", "GestureLint", "GestureTesting", "GestureApps", "GestureInput"]),
    // The invariant machine that plays random lives of a window: shared by the property tests and
    // the libFuzzer target (Fuzz/fuzz.sh compiles it from here). Test support, not a product.
    .target(name: "GestureScenarios", dependencies: ["Gestures", "GesturesToolkit"]),
    .testTarget(name: "GesturesTests", dependencies: ["Gestures", "GesturesToolkit", "GestureLint", "GestureTesting", "GestureScenarios"]),
    .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
    .testTarget(name: "GestureTestingTests", dependencies: ["Gestures", "GestureTesting"]),
    .testTarget(
        name: "GesturesUIKitTests",
        dependencies: [
            "GesturesUIKit", "GesturesAVFoundation", "GesturesUIKitSamples", "GestureTesting", "Gestures",
            "GesturesToolkit", "GestureApps",
        ]
    ),
    .testTarget(
        name: "GestureAppsTests",
        dependencies: ["Gestures", "GesturesToolkit", "GestureLint", "GestureTesting", "GestureApps", "GesturesUIKit", "GesturesUIKitSamples"]
    ),
    // Runs the built `gestures` command; the dependency makes sure it is built first.
    .testTarget(name: "GesturesCLITests", dependencies: ["gestures"]),
    .testTarget(name: "GestureInputTests", dependencies: ["Gestures", "GestureTesting", "GestureInput"]),
]

// Where Apple's UIKit and AVFoundation do not exist, modules of those names re-export the
// layers, so that ported files keep `import UIKit` / `import AVFoundation` and their
// `#if canImport(UIKit)` blocks compile. On Apple platforms Apple's own modules are left alone.
#if !canImport(Darwin)
products += [
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "AVFoundation", targets: ["AVFoundation"]),
]
targets += [
    .target(name: "UIKit", dependencies: ["GesturesUIKit", "_Testing_UIKit"]),
    // Stands in for Swift Testing's cross-import overlay of UIKit (see the file).
    .target(name: "_Testing_UIKit"),
    .target(name: "AVFoundation", dependencies: ["GesturesAVFoundation"]),
    .testTarget(name: "UIKitModuleTests", dependencies: ["UIKit", "AVFoundation", "GestureTesting", "Gestures"]),
]
#endif

let package = Package(
    name: "swift-gestures",
    products: products,
    targets: targets,
    swiftLanguageModes: [.v6]
)
