import Glibc

// gestures-playground: see `Options.helpText`, or run it with --help.
exit(Playground.main(arguments: Array(CommandLine.arguments.dropFirst())))
