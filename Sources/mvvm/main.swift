import AppHost
import Foundation
import MVVM

exit(await AppHost(architecture: MVVMArchitecture()).run(arguments: Array(CommandLine.arguments.dropFirst())))
