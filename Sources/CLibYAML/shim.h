#ifndef REDUXGEN_CLIBYAML_SHIM_H
#define REDUXGEN_CLIBYAML_SHIM_H
#include <yaml.h>
#endif
