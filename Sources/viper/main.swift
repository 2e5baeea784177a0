import AppHost
import Foundation
import VIPER

exit(AppHost(architecture: VIPERArchitecture()).run(arguments: Array(CommandLine.arguments.dropFirst())))
