# One layering test (tests/layering/CMakeLists.txt): cmake -DBUILD_DIR=<build tree> -DCONFIG=<config>
#   -DSOURCE_DIR=<source tree> -DPROBES_FILE=<layering_<folder>.cmake> -P check.cmake
# PROBES_FILE sets LIBRARY, POSITIVE (a probe target that must compile), ALLOWED (its headers) and NEGATIVES
# ("<probe target>|<header>" rows: each must fail to compile because <header> is not found).
include(${PROBES_FILE})

# Builds one probe target; sets <rc_var> and <log_var> (stdout and stderr together).
function(build_probe target rc_var log_var)
    set(config_args)
    if(CONFIG)
        set(config_args --config ${CONFIG})
    endif()
    execute_process(COMMAND ${CMAKE_COMMAND} --build ${BUILD_DIR} ${config_args} --target ${target}
        RESULT_VARIABLE rc OUTPUT_VARIABLE log ERROR_VARIABLE log)
    set(${rc_var} ${rc} PARENT_SCOPE)
    set(${log_var} "${log}" PARENT_SCOPE)
endfunction()

build_probe(${POSITIVE} rc log)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${LIBRARY}: the positive control ${POSITIVE} (${ALLOWED}) does not compile, "
        "so the probes below would prove nothing:\n${log}")
endif()
string(REPLACE ";" "> <" shown "${ALLOWED}")
message(STATUS "${LIBRARY} may include <${shown}> (compiles)")

set(failures "")
foreach(row IN LISTS NEGATIVES)
    string(REPLACE "|" ";" row "${row}")
    list(GET row 0 target)
    list(GET row 1 header)
    if(header MATCHES "/" AND NOT EXISTS ${SOURCE_DIR}/app/${header} AND NOT header MATCHES "^Qt")
        string(APPEND failures "\n  ${target}: ${header} does not exist in app/ (update the table)")
        continue()
    endif()
    build_probe(${target} rc log)
    string(REPLACE "." "\\." re "${header}")
    # GCC: "fatal error: ui/gui.h: No such file or directory"; clang: "fatal error: 'ui/gui.h' file not found".
    if(rc EQUAL 0)
        string(APPEND failures "\n  ${target}: <${header}> compiles for ${LIBRARY}: an arrow points up")
    elseif(NOT log MATCHES "${re}: No such file or directory|'${re}' file not found")
        string(APPEND failures "\n  ${target}: failed, but not with <${header}> not found:\n${log}")
    else()
        message(STATUS "${LIBRARY} may not include <${header}> (refused)")
    endif()
endforeach()
if(failures)
    message(FATAL_ERROR "${LIBRARY}: layering broken:${failures}")
endif()
list(LENGTH NEGATIVES count)
message(STATUS "${LIBRARY}: ${count} forbidden headers refused")
