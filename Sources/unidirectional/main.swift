import AppHost
import Foundation
import Unidirectional

exit(
    AppHost(architecture: UnidirectionalArchitecture()).run(
        arguments: Array(CommandLine.arguments.dropFirst())))
