// swift-tools-version: 6.3
import PackageDescription

// The window host: any program's window of views in a real window (SDL2), rasterized from its SVG
// snapshots with librsvg into cairo surfaces; and the playground, which shows the scenes of
// GestureApps through it. It lives in its own package so that the root package keeps building
// with the Swift toolchain alone.
//
// Needs: apt-get install -y libsdl2-dev libcairo2-dev librsvg2-dev (playground.sh does it).
let package = Package(
    name: "gestures-playground",
    products: [
        .library(name: "GesturesWindowHost", targets: ["GesturesWindowHost"]),
        .executable(name: "gestures-playground", targets: ["GesturesPlayground"]),
        .executable(name: "window-host-example", targets: ["WindowHostExample"]),
    ],
    dependencies: [
        .package(name: "swift-gestures", path: ".."),
    ],
    targets: [
        // SDL2's headers are found as <SDL2/SDL.h> and the library by name: its pkg-config file
        // adds only -D_REENTRANT, which SwiftPM refuses with a warning on every build.
        .systemLibrary(name: "CSDL2"),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        // Any program's Window or UIWindow in an SDL window: drawing, input, sounds, the clock.
        .target(
            name: "GesturesWindowHost",
            dependencies: [
                "CSDL2", "CCairo", "CRsvg",
                .product(name: "Gestures", package: "swift-gestures"),
                .product(name: "GestureApps", package: "swift-gestures"),
                .product(name: "GestureTesting", package: "swift-gestures"),
                .product(name: "GesturesUIKit", package: "swift-gestures"),
                .product(name: "GesturesAVFoundation", package: "swift-gestures"),
            ]
        ),
        // The playground: the scenes and a ported view controller, through the window host.
        .executableTarget(
            name: "GesturesPlayground",
            dependencies: [
                "GesturesWindowHost", "CSDL2",
                .product(name: "Gestures", package: "swift-gestures"),
                .product(name: "GestureApps", package: "swift-gestures"),
                .product(name: "GestureTesting", package: "swift-gestures"),
                .product(name: "GesturesUIKit", package: "swift-gestures"),
                .product(name: "GesturesUIKitSamples", package: "swift-gestures"),
            ]
        ),
        // The README's sample: a ported view controller in a window, in a few lines.
        .executableTarget(
            name: "WindowHostExample",
            dependencies: [
                "GesturesWindowHost",
                .product(name: "Gestures", package: "swift-gestures"),
                .product(name: "GesturesUIKit", package: "swift-gestures"),
                .product(name: "GesturesUIKitSamples", package: "swift-gestures"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
