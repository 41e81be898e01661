import Foundation

let status = Tool.main(Array(CommandLine.arguments.dropFirst()), console: Console())
exit(status.rawValue)
