// Everything is inline in include/CNotificationAtomics.h; SwiftPM needs one source file for a C target.
#include "CNotificationAtomics.h"
