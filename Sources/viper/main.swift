import AppHost
import Foundation
import VIPER

exit(
    await AppHost(architecture: VIPERArchitecture()).run(arguments: Array(CommandLine.arguments.dropFirst())))
