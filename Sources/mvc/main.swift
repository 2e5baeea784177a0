import AppHost
import Foundation
import MVC

exit(AppHost(architecture: MVCArchitecture()).run(arguments: Array(CommandLine.arguments.dropFirst())))
