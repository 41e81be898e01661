import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

let status = Tool.main(Array(CommandLine.arguments.dropFirst()), console: Console())
exit(status.rawValue)
