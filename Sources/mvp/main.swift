import AppHost
import Foundation
import MVP

exit(await AppHost(architecture: MVPArchitecture()).run(arguments: Array(CommandLine.arguments.dropFirst())))
