# cmake -DIN=<file.gz> -DOUT=<file> -DGZIP=<gzip> -P gunzip.cmake: decompresses one seed input into the
# build folder (the .gz reproducers stay compressed in git).
execute_process(COMMAND ${GZIP} -dc ${IN} OUTPUT_FILE ${OUT} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    file(REMOVE ${OUT})
    message(FATAL_ERROR "gzip -dc ${IN} failed: ${rc}")
endif()
