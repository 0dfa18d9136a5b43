"""The classroom (the Class page of the Experiments tab): the teacher's page that collects
every student's machine (``class_page``), its chart (``class_chart``) and the student's
Join the class… dialog (``join_class_dialog``)."""
