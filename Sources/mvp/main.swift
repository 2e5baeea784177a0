print("mvp")
