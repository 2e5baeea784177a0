import AppHost
import Foundation
import MVP

exit(AppHost(architecture: MVPArchitecture()).run(arguments: Array(CommandLine.arguments.dropFirst())))
