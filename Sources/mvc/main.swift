import AppHost
import Foundation
import MVC

exit(await AppHost(architecture: MVCArchitecture()).run(arguments: Array(CommandLine.arguments.dropFirst())))
