// swift-tools-version: 6.3
import PackageDescription

// The playground: a real window (SDL2) showing the scenes of GestureApps, rasterized from their SVG
// snapshots with librsvg into cairo surfaces. It lives in its own package so that the root package
// keeps building with the Swift toolchain alone.
//
// Needs: apt-get install -y libsdl2-dev libcairo2-dev librsvg2-dev (playground.sh does it).
let package = Package(
    name: "gestures-playground",
    products: [
        .executable(name: "gestures-playground", targets: ["GesturesPlayground"]),
    ],
    dependencies: [
        .package(name: "swift-gestures", path: ".."),
    ],
    targets: [
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .executableTarget(
            name: "GesturesPlayground",
            dependencies: [
                "CSDL2", "CCairo", "CRsvg",
                .product(name: "Gestures", package: "swift-gestures"),
                .product(name: "GestureApps", package: "swift-gestures"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
