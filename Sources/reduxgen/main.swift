import ReduxGenCLI
import ReduxGenTestFiles

ReduxgenMain.main(testFileWriter: TransitionTestFileWriter())
