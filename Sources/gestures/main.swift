import Foundation
import GestureApps

/// The `gestures` command: the headless demo, trace replay and recording.
///
/// Exit codes: 0 success; 1 the work failed (a file could not be written, a strict replay met a
/// problem); 2 bad usage (unknown command or option, missing argument).
enum ExitCode: Int32 {
    case success = 0
    case failure = 1
    case usage = 2
}

let usage = """
    usage: gestures <command> [options]

    commands:
      demo      play the scenes through the engine; print what happened and write pictures
      replay    play a recorded trace into a scene and print what every recognizer did
      record    write the raw input of a touch script or a real device (evdev, evemu) as a trace file
      lint      explain a scene's recognizer relations: cycles, contradictions, delays
      help      show this text, or `gestures help <command>` for one command

    exit codes: 0 success, 1 failure, 2 bad usage
    """

let demoUsage = """
    usage: gestures demo [--out DIR] [--quiet]

    Plays a scripted session of every feature of the four tutorial scenes (monkey & banana, file to
    trash, pan as swipe, and Apple's Simple Gesture Recognizers sample as a ported view controller),
    of the photo gallery and of two ported screens, a bottom sheet and a to-do list, through the
    real engine on a manual clock, prints what happened (gestures recognized, sounds played, final
    positions, scale and rotation) and the relation lint of every scene, and writes, for each of the
    seven, an SVG picture before and after and the timeline of its session.

      --out DIR   where the pictures go (default: ./demo-output)
      --quiet     print nothing but errors
    """

@MainActor
func runDemo(_ arguments: ArraySlice<String>) -> ExitCode {
    var out = "demo-output"
    var quiet = false
    var rest = arguments
    while let argument = rest.popFirst() {
        switch argument {
        case "--out":
            guard let value = rest.popFirst() else {
                FileHandle.standardError.write(Data("gestures demo: --out needs a directory\n".utf8))
                return .usage
            }
            out = value
        case "--quiet":
            quiet = true
        case "--help", "-h":
            print(demoUsage)
            return .success
        default:
            FileHandle.standardError.write(Data("gestures demo: unknown option \(argument)\n\(demoUsage)\n".utf8))
            return .usage
        }
    }
    var demo = Demo(outputDirectory: URL(fileURLWithPath: out, isDirectory: true), quiet: quiet)
    do {
        _ = try demo.run()
        return .success
    } catch {
        FileHandle.standardError.write(Data("gestures demo: \(error)\n".utf8))
        return .failure
    }
}

@MainActor
func main() -> ExitCode {
    var arguments = CommandLine.arguments.dropFirst()
    guard let command = arguments.popFirst() else {
        FileHandle.standardError.write(Data("\(usage)\n".utf8))
        return .usage
    }
    switch command {
    case "demo":
        return runDemo(arguments)
    case "replay":
        return runReplay(arguments)
    case "record":
        return runRecord(arguments)
    case "lint":
        return runLint(arguments)
    case "help", "--help", "-h":
        switch arguments.first {
        case "demo": print(demoUsage)
        case "replay": print(replayUsage)
        case "record": print(recordUsage + "\n\n" + recordDeviceUsage)
        case "lint": print(lintUsage)
        case nil, "help": print(usage)
        case let other?:
            FileHandle.standardError.write(Data("gestures help: no command named \(other)\n\(usage)\n".utf8))
            return .usage
        }
        return .success
    default:
        FileHandle.standardError.write(Data("gestures: unknown command \(command)\n\(usage)\n".utf8))
        return .usage
    }
}

exit(MainActor.assumeIsolated { main() }.rawValue)
