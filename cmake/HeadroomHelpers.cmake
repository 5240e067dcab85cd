# headroom_add_library(<target> SOURCES ... [LIBS ...])
# One static library per app/ folder; include paths are "app/" so code includes <fit/fitmodel.h>.
function(headroom_add_library target)
    cmake_parse_arguments(ARG "" "" "SOURCES;LIBS" ${ARGN})
    add_library(${target} STATIC ${ARG_SOURCES})
    target_include_directories(${target} PUBLIC ${PROJECT_SOURCE_DIR}/app)
    target_link_libraries(${target} PUBLIC ${ARG_LIBS})
endfunction()

# headroom_add_test(<name> SOURCES ... LIBS ... [LABELS ...])
# One Qt Test executable per class; tests link libraries and never recompile app sources.
function(headroom_add_test name)
    cmake_parse_arguments(ARG "" "" "SOURCES;LIBS;LABELS" ${ARGN})
    add_executable(${name} ${ARG_SOURCES})
    target_link_libraries(${name} PRIVATE ${ARG_LIBS} Qt6::Test)
    target_compile_definitions(${name} PRIVATE
        HEADROOM_TEST_DATA_DIR="${PROJECT_SOURCE_DIR}/tests/data"
        HEADROOM_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
    add_test(NAME ${name} COMMAND ${name})
    set_tests_properties(${name} PROPERTIES
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;LC_ALL=C.UTF-8"
        LABELS "${ARG_LABELS}"
        TIMEOUT 300)
endfunction()
