import AppHost
import Foundation
import Unidirectional

exit(
    await AppHost(architecture: UnidirectionalArchitecture()).run(
        arguments: Array(CommandLine.arguments.dropFirst())))
