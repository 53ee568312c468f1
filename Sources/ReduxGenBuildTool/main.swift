import ReduxGenCLI

// The build plugin's tool: `reduxgen` without the test files' code, which the plugin's
// commands never ask for (they write service mocks with --tests --no-skeletons), so that a
// clean build of a package that applies the plugin compiles less.
ReduxgenMain.main(testFileWriter: nil)
