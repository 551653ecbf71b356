import HitchLintKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

var leftovers: Any? = nil
let status = CommandLineInterface.main(CommandLine.arguments, leftovers: &leftovers)
// What the command leaves is reclaimed with the process, not freed piece by piece first.
withExtendedLifetime(leftovers) { exit(status) }
