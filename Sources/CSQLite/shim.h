#ifndef SOLSPOT_CSQLITE_SHIM_H
#define SOLSPOT_CSQLITE_SHIM_H
#include <sqlite3.h>
#endif
