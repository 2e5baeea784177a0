print("archdiff")
