// swift-tools-version: 6.3
import PackageDescription

// A package of your own that uses swift-gestures, as the README shows it: the engine, the UIKit
// layer and the input backends from the root package; the window host from the nested Apps
// package (which needs SDL2, cairo and librsvg from Debian). `.ci/run` builds it.
//
// By path, SwiftPM names a package after its folder, whatever its manifest says: here the root
// is `../..` and `Apps` is `../../Apps`, so each is given the name the products are asked by.
// By URL it is the last part of the URL without `.git` (`swift-gestures`), and Apps comes with it:
//   .package(url: "https://github.com/OWNER/swift-gestures.git", branch: "main")
let package = Package(
    name: "Consumer",
    dependencies: [
        .package(name: "swift-gestures", path: "../.."),
        .package(name: "Apps", path: "../../Apps"),
    ],
    targets: [
        // The engine, the UIKit layer and the Linux input backends: the Swift toolchain alone.
        .executableTarget(
            name: "Consumer",
            dependencies: [
                .product(name: "Gestures", package: "swift-gestures"),
                .product(name: "GesturesUIKit", package: "swift-gestures"),
                .product(name: "GestureInput", package: "swift-gestures"),
            ]
        ),
        // A real window: the window host of the Apps package.
        .executableTarget(
            name: "ConsumerWindow",
            dependencies: [
                .product(name: "Gestures", package: "swift-gestures"),
                .product(name: "GesturesUIKit", package: "swift-gestures"),
                .product(name: "GesturesWindowHost", package: "Apps"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
