print("mvc")
