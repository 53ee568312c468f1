import ReduxGenCLI

ReduxgenCommand.main()
