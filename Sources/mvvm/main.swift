import AppHost
import Foundation
import MVVM

exit(AppHost(architecture: MVVMArchitecture()).run(arguments: Array(CommandLine.arguments.dropFirst())))
