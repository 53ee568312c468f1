import ReduxGenCLI

ReduxgenMain.main()
