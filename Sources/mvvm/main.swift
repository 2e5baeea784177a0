print("mvvm")
