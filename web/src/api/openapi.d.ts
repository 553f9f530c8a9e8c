// Generated from the service's OpenAPI document by `npm run gen:api` (web/scripts/gen-api.ts): do not edit.
export interface paths {
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Logs in with user name and password; answers the user, roles, permissions and a bearer token (rate-limited). */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers a new token (a new session) for the bearer's user; the old token runs until it expires. */
        get: operations["getAuthRefresh"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Ends the bearer's session on every instance. */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers while the process runs. */
        get: operations["getHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers when the database answers; lists template files that disagree with the database copy. */
        get: operations["getHealthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the records of the model named by ?name=, filtered and sorted; the total is exact up to LIST_EXACT_COUNT_LIMIT. */
        get: operations["getForm"];
        put?: never;
        /** @description Creates a record of the model named by ?name=; the server fills running numbers, combined_id and IGSN. */
        post: operations["postForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/form/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Answers an unsaved copy of a record of the model named by ?name= with the next running number, to edit and create. */
        post: operations["postFormDuplicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/form/defaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Answers a new, unsaved record of a model for the given parent: defaults, next running number, ancestry. */
        post: operations["postFormDefaults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/form/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers one record of the model named by ?name= with its ancestor ids and assigned files. */
        get: operations["getFormById"];
        /** @description Changes a record of the model named by ?name=; combined ids of its descendants follow a new name. */
        put: operations["putFormById"];
        post?: never;
        /** @description Deletes a record of the model named by ?name= that no record and no file refers to. */
        delete: operations["deleteFormById"];
        options?: never;
        head?: never;
        /** @description Changes a record of the model named by ?name=; combined ids of its descendants follow a new name. */
        patch: operations["patchFormById"];
        trace?: never;
    };
    "/api/v1/form/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the versions of a record of the model named by ?name=, newest first: the action, when, who, and the columns it changed. */
        get: operations["getFormByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/form/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the deleted records of the model named by ?name=, the latest deletion first: id, combined id, when and by whom. */
        get: operations["getFormDeleted"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/form/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Brings back a record of the model named by ?name=: the values of a version (through the checks of an update), or a deleted record with its id. */
        post: operations["postFormByIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/global": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the records of the model named by ?name=, filtered and sorted; the total is exact up to LIST_EXACT_COUNT_LIMIT. */
        get: operations["getGlobal"];
        put?: never;
        /** @description Creates a record of the model named by ?name=; the server fills running numbers, combined_id and IGSN. */
        post: operations["postGlobal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/global/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Answers an unsaved copy of a record of the model named by ?name= with the next running number, to edit and create. */
        post: operations["postGlobalDuplicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/global/defaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description As POST /api/v1/form/defaults (mDIS /api/v1/global, keyed by the data model). */
        post: operations["postGlobalDefaults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/global/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers one record of the model named by ?name= with its ancestor ids and assigned files. */
        get: operations["getGlobalById"];
        /** @description Changes a record of the model named by ?name=; combined ids of its descendants follow a new name. */
        put: operations["putGlobalById"];
        post?: never;
        /** @description Deletes a record of the model named by ?name= that no record and no file refers to. */
        delete: operations["deleteGlobalById"];
        options?: never;
        head?: never;
        /** @description Changes a record of the model named by ?name=; combined ids of its descendants follow a new name. */
        patch: operations["patchGlobalById"];
        trace?: never;
    };
    "/api/v1/global/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the versions of a record of the model named by ?name=, newest first: the action, when, who, and the columns it changed. */
        get: operations["getGlobalByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/global/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the deleted records of the model named by ?name=, the latest deletion first: id, combined id, when and by whom. */
        get: operations["getGlobalDeleted"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/global/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Brings back a record of the model named by ?name=: the values of a version (through the checks of an update), or a deleted record with its id. */
        post: operations["postGlobalByIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the recent changes of records, the latest first: of one model, or of every model the caller may view; by user and time. */
        get: operations["getHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/form/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Imports records from a CSV or TSV file, an XLSX workbook or a JSON array (the body, or the multipart field file): every row through the rules of a create, or of an update when key names its record; validate writes nothing and lists every problem by row and column, commit writes all rows or none. */
        post: operations["postFormImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/import/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A committed import: its model, who committed it and when, how many records it created and updated, and whether it was undone. */
        get: operations["getImportById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/import/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Undoes a committed import as a whole: the records it created are deleted and those it updated get back the values they had before, each through the rules of a delete or an update, in one transaction; refused (409) when a record changed since the import. */
        post: operations["postImportByIdUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/importer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The importers, as mDIS lists them: what each reads (a regular expression of file names), whether it names a data model, and the endpoint that takes its file. */
        get: operations["getImporter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/form/import-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A CSV to fill in for an import of the model: the header of the columns a create takes (labels, units in brackets) and an example row. */
        get: operations["getFormImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/find-igsn/{igsn}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Finds the model and the record that hold an IGSN (models the caller may not view are not searched). */
        get: operations["getAppFindIgsnByIgsn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/form/filter-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers the choices of a cascading filter bar (e.g. expedition → site → hole → core), each narrowed by its parent choice. */
        get: operations["getFormFilterLists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/form/async-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers a pick list over a large table: the chosen records first, then at most 100 whose text starts with q (any letter case), as {value field: value, text field: text}; totalCount only when more matched. */
        get: operations["getFormAsyncLists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/global/filter-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description As GET /api/v1/form/filter-lists (mDIS /api/v1/global). */
        get: operations["getGlobalFilterLists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/global/async-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description As GET /api/v1/form/async-lists (mDIS /api/v1/global, keyed by the data model). */
        get: operations["getGlobalAsyncLists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers the forms of the models the caller may view, grouped by module (the data-entry menu). */
        get: operations["getAppForms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers the installation's configuration of the data-entry front ends: every key with its JSON value (no login needed). */
        get: operations["getAppConfig"];
        put?: never;
        /** @description Sets keys of the installation's configuration (null deletes one), all or none; answers the whole configuration after the change. */
        post: operations["postAppConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/config/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers one key of the installation's configuration as {key: value} (no login needed); 404 when it is not set. */
        get: operations["getAppConfigByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/user-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers the caller's own configuration: every key with its JSON value. */
        get: operations["getAppUserConfig"];
        put?: never;
        /** @description Sets keys of the caller's own configuration (null deletes one), all or none; answers the whole configuration after the change. */
        post: operations["postAppUserConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/user-config/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers one key of the caller's own configuration as {key: value}; 404 when it is not set. */
        get: operations["getAppUserConfigByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/list-values": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the items of the value lists, filtered and sorted. */
        get: operations["getListValues"];
        put?: never;
        /** @description Adds an item to a value list. */
        post: operations["postListValues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/list-values/list-names": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers the names of the value lists. */
        get: operations["getListValuesListNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/list-values/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers a value list's own record: its name, whether it is locked, and its URI. */
        get: operations["getListValuesList"];
        /** @description Locks or unlocks a value list (role sa only) or sets its URI; a locked list takes no change but from role sa. */
        put: operations["putListValuesList"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/list-values/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Exports the items of a value list, or of every list, as CSV in the columns the import reads (listname, display, remark, sort). */
        get: operations["getListValuesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/list-values/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Imports the items of a value list from a CSV or TSV file (display, remark, sort): new displays are added, known ones get the remark and sort the file gives; every row or none. */
        post: operations["postListValuesImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/list-values/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Changes a value-list item. */
        put: operations["putListValuesById"];
        post?: never;
        /** @description Deletes a value-list item. */
        delete: operations["deleteListValuesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the files of the upload directory. */
        get: operations["getFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Uploads files into the upload directory (multipart). */
        post: operations["postFileUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Deletes files of the upload directory by name. */
        post: operations["postFileDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Assigns files of the upload directory to a record: they move to the archive and get File records. */
        post: operations["postFileAssign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/unassign/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Returns an assigned file to the upload directory and deletes its File record. */
        put: operations["putFileUnassignByFileId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/download/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Downloads an assigned file. */
        get: operations["getFileDownloadByFileId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description OAuth 2.0 token endpoint: the password grant (rate-limited) and the refresh-token grant. */
        post: operations["postAuthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the users. */
        get: operations["getUsers"];
        put?: never;
        /** @description Creates a user with roles and permissions. */
        post: operations["postUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers one user. */
        get: operations["getUsersById"];
        /** @description Changes a user (roles, permissions, password); the change reaches issued tokens at once. */
        put: operations["putUsersById"];
        post?: never;
        /** @description Deletes a user and ends their sessions. */
        delete: operations["deleteUsersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The caller's own account as user management shows it: name, e-mail, roles and permissions (any logged-in user; the account page reads it). */
        get: operations["getAccount"];
        /** @description Changes the caller's own name and e-mail (a new e-mail needs the password, counted as a login attempt); answers the user as user management shows it. */
        put: operations["putAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Changes the caller's own password, given the old one (counted as a login attempt); every other session of the user ends, the caller's stays. */
        post: operations["postAccountChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Mails a single-use password reset token to the address when it belongs to an account; answers the same whether or not it does (rate-limited per address and client; 409 when no mail server is configured). */
        post: operations["postAccountForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sets a new password with the token of a reset mail and ends every session of the account (409 when no mail server is configured). */
        post: operations["postAccountResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widgets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers every widget of the dashboard, by order (mDIS WidgetsController): type, title, sizes, settings, whether it is shown, deletable and cloneable. */
        get: operations["getWidgets"];
        /** @description Changes many widgets at once (e.g. order, visibility, sizes), each by id with the fields to change: all of them or none. */
        put: operations["putWidgets"];
        /** @description Adds a widget of one of the known types to the dashboard, placed last. */
        post: operations["postWidgets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widgets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers one widget of the dashboard. */
        get: operations["getWidgetsById"];
        /** @description Changes the fields of a widget that the body names; the others stay. */
        put: operations["putWidgetsById"];
        post?: never;
        /** @description Deletes a deletable widget (409 for one that is not). */
        delete: operations["deleteWidgetsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widgets/duplicate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Copies a cloneable widget (409 for one that is not); the copy is placed last, deletable and cloneable. */
        post: operations["postWidgetsDuplicateById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the messages of the day, filtered (mDIS filter[date][gt]=...) and sorted, each with its images. */
        get: operations["getMessages"];
        put?: never;
        /** @description Writes a message of the day: a day, a text and images, which are archived picture files (PNG, JPEG, GIF, WebP) by File record id. */
        post: operations["postMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers one message of the day with its images. */
        get: operations["getMessagesById"];
        /** @description Changes a message of the day: the fields the body names; images given replace them all. */
        put: operations["putMessagesById"];
        post?: never;
        /** @description Deletes a message of the day (its images stay archived files). */
        delete: operations["deleteMessagesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/get-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers notices for the caller, as mDIS does: to role sa, the moratoria of expeditions that end within a week. */
        get: operations["getAppGetMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/form/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Lists the reports offered for a model. */
        get: operations["getFormReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/global/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description As GET /api/v1/form/reports (mDIS /api/v1/global). */
        get: operations["getGlobalReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report/{report}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Renders a report (HTML page, CSV or XML export, PDF labels or tables) of a record or of the filtered records of a model; an action answers 405. */
        get: operations["getReportByReport"];
        put?: never;
        /** @description Runs an action (a report that changes records, e.g. BatchEdit, SplitSection) on a record or on the filtered records, all or nothing, with its parameters as a JSON body; `preview: true` answers what would change without writing. */
        post: operations["postReportByReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/form/print": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Prints a label report (PDF) of a record, or of the filtered records, on the printer PRINTERS names for it (CUPS lp); 409 when none is configured, 502 when printing fails. */
        get: operations["getFormPrint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/global/print": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description As GET /api/v1/form/print (mDIS /api/v1/global). */
        get: operations["getGlobalPrint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers every model with its table and columns, the forms, and the templates that failed or disagree. */
        get: operations["getCgApiSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/get-model-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers a model's template as stored. */
        get: operations["getCgApiGetModelTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the versions of a model's template, newest first, with who made each and when, and each version's template; a dropped model's too. */
        get: operations["getCgApiHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/behaviors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Lists the template behaviors the service understands, with their parameters. */
        get: operations["getCgApiBehaviors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/create-model": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Creates a model from a template: checked, its table created, served at once by every instance. */
        post: operations["postCgApiCreateModel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/update-model": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Changes a model additively (new columns, wider strings, new indices); destructive changes are refused. */
        put: operations["putCgApiUpdateModel"];
        /** @description Changes a model additively (new columns, wider strings, new indices); destructive changes are refused. */
        post: operations["postCgApiUpdateModel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/create-model-table": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Applies a model's template as the template area holds it (a hand-edited file, a lost table, a failed template). */
        post: operations["postCgApiCreateModelTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/delete-model": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Drops an empty model that nothing refers to and no form belongs to: its table, template file and registration. */
        delete: operations["deleteCgApiDeleteModel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/get-form-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers a form by name, or the form of a model (its stored form, else the one derived from its template), with requiredFilters, filterDataModels and searchable fields. */
        get: operations["getCgApiGetFormTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/get-form-template-seed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers what a new form of a model starts from: a field for every column, and a template with the required ones. */
        get: operations["getCgApiGetFormTemplateSeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/create-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Stores a new form template, checked against its model (its fields, value lists and related models). */
        post: operations["postCgApiCreateForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/update-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Stores a new version of a form template (its name stays; rename-form renames). */
        put: operations["putCgApiUpdateForm"];
        /** @description Stores a new version of a form template (its name stays; rename-form renames). */
        post: operations["postCgApiUpdateForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/rename-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Renames a form template. */
        post: operations["postCgApiRenameForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/delete-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Deletes a form template (a model with forms cannot be dropped). */
        delete: operations["deleteCgApiDeleteForm"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/verify-uploaded-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Imports an uploaded model or form template: a new model or an additive change, a new form or its next version. */
        post: operations["postCgApiVerifyUploadedTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/verify-uploaded-zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Imports a template package (a zip of models/*.json and forms/*.json), parents first, all or nothing. */
        post: operations["postCgApiVerifyUploadedZip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Downloads a model template, a form template, or every model and stored form, as a zip that verify-uploaded-zip takes back. */
        get: operations["getCgApiDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Copies a model template (under a new name and table) or a form template, and creates the copy. */
        post: operations["postCgApiDuplicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/v1/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers every model with its table and columns, the forms, and the templates that failed or disagree. */
        get: operations["getCgApiV1Summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/v1/get-model-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers a model's template as stored. */
        get: operations["getCgApiV1GetModelTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/v1/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the versions of a model's template, newest first, with who made each and when, and each version's template; a dropped model's too. */
        get: operations["getCgApiV1History"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/v1/behaviors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Lists the template behaviors the service understands, with their parameters. */
        get: operations["getCgApiV1Behaviors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/v1/create-model": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Creates a model from a template: checked, its table created, served at once by every instance. */
        post: operations["postCgApiV1CreateModel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/v1/update-model": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Changes a model additively (new columns, wider strings, new indices); destructive changes are refused. */
        put: operations["putCgApiV1UpdateModel"];
        /** @description Changes a model additively (new columns, wider strings, new indices); destructive changes are refused. */
        post: operations["postCgApiV1UpdateModel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/v1/create-model-table": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Applies a model's template as the template area holds it (a hand-edited file, a lost table, a failed template). */
        post: operations["postCgApiV1CreateModelTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/v1/delete-model": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Drops an empty model that nothing refers to and no form belongs to: its table, template file and registration. */
        delete: operations["deleteCgApiV1DeleteModel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/v1/get-form-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers a form by name, or the form of a model (its stored form, else the one derived from its template), with requiredFilters, filterDataModels and searchable fields. */
        get: operations["getCgApiV1GetFormTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/v1/get-form-template-seed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers what a new form of a model starts from: a field for every column, and a template with the required ones. */
        get: operations["getCgApiV1GetFormTemplateSeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/v1/create-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Stores a new form template, checked against its model (its fields, value lists and related models). */
        post: operations["postCgApiV1CreateForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/v1/update-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Stores a new version of a form template (its name stays; rename-form renames). */
        put: operations["putCgApiV1UpdateForm"];
        /** @description Stores a new version of a form template (its name stays; rename-form renames). */
        post: operations["postCgApiV1UpdateForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/v1/rename-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Renames a form template. */
        post: operations["postCgApiV1RenameForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/v1/delete-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Deletes a form template (a model with forms cannot be dropped). */
        delete: operations["deleteCgApiV1DeleteForm"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/v1/verify-uploaded-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Imports an uploaded model or form template: a new model or an additive change, a new form or its next version. */
        post: operations["postCgApiV1VerifyUploadedTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/v1/verify-uploaded-zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Imports a template package (a zip of models/*.json and forms/*.json), parents first, all or nothing. */
        post: operations["postCgApiV1VerifyUploadedZip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/v1/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Downloads a model template, a form template, or every model and stored form, as a zip that verify-uploaded-zip takes back. */
        get: operations["getCgApiV1Download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cg/api/v1/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Copies a model template (under a new name and table) or a form template, and creates the copy. */
        post: operations["postCgApiV1Duplicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI 3.1 document (application/json)
         * @description Answers this document as JSON.
         */
        get: operations["getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.yaml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI 3.1 document (application/yaml)
         * @description Answers this document as YAML.
         */
        get: operations["getOpenapiYaml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/core_section": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the records of model core_section, filtered and sorted; the total is exact up to LIST_EXACT_COUNT_LIMIT. */
        get: operations["listCoreSection"];
        put?: never;
        /** @description Creates a record of model core_section; the server fills running numbers, combined_id and IGSN. */
        post: operations["createCoreSection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/core_section/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers one record of model core_section with its ancestor ids and assigned files. */
        get: operations["getCoreSection"];
        /** @description Changes a record of model core_section; combined ids of its descendants follow a new name. */
        put: operations["updateCoreSection"];
        post?: never;
        /** @description Deletes a record of model core_section that no record and no file refers to. */
        delete: operations["deleteCoreSection"];
        options?: never;
        head?: never;
        /** @description Changes a record of model core_section; combined ids of its descendants follow a new name. */
        patch: operations["patchCoreSection"];
        trace?: never;
    };
    "/api/v1/models/core_section/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the versions of a record of model core_section, newest first: the action, when, who, and the columns it changed. */
        get: operations["historyCoreSection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/core_section/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the deleted records of model core_section, the latest deletion first: id, combined id, when and by whom. */
        get: operations["listDeletedCoreSection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/core_section/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Brings back a record of model core_section: the values of a version (through the checks of an update), or a deleted record with its id. */
        post: operations["restoreCoreSection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/core_section/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Answers an unsaved copy of a record of model core_section with the next running number, to edit and create. */
        post: operations["duplicateCoreSection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/cores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the records of model cores, filtered and sorted; the total is exact up to LIST_EXACT_COUNT_LIMIT. */
        get: operations["listCores"];
        put?: never;
        /** @description Creates a record of model cores; the server fills running numbers, combined_id and IGSN. */
        post: operations["createCores"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/cores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers one record of model cores with its ancestor ids and assigned files. */
        get: operations["getCores"];
        /** @description Changes a record of model cores; combined ids of its descendants follow a new name. */
        put: operations["updateCores"];
        post?: never;
        /** @description Deletes a record of model cores that no record and no file refers to. */
        delete: operations["deleteCores"];
        options?: never;
        head?: never;
        /** @description Changes a record of model cores; combined ids of its descendants follow a new name. */
        patch: operations["patchCores"];
        trace?: never;
    };
    "/api/v1/models/cores/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the versions of a record of model cores, newest first: the action, when, who, and the columns it changed. */
        get: operations["historyCores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/cores/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the deleted records of model cores, the latest deletion first: id, combined id, when and by whom. */
        get: operations["listDeletedCores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/cores/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Brings back a record of model cores: the values of a version (through the checks of an update), or a deleted record with its id. */
        post: operations["restoreCores"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/cores/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Answers an unsaved copy of a record of model cores with the next running number, to edit and create. */
        post: operations["duplicateCores"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/curation_corebox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the records of model curation_corebox, filtered and sorted; the total is exact up to LIST_EXACT_COUNT_LIMIT. */
        get: operations["listCurationCorebox"];
        put?: never;
        /** @description Creates a record of model curation_corebox; the server fills running numbers, combined_id and IGSN. */
        post: operations["createCurationCorebox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/curation_corebox/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers one record of model curation_corebox with its ancestor ids and assigned files. */
        get: operations["getCurationCorebox"];
        /** @description Changes a record of model curation_corebox; combined ids of its descendants follow a new name. */
        put: operations["updateCurationCorebox"];
        post?: never;
        /** @description Deletes a record of model curation_corebox that no record and no file refers to. */
        delete: operations["deleteCurationCorebox"];
        options?: never;
        head?: never;
        /** @description Changes a record of model curation_corebox; combined ids of its descendants follow a new name. */
        patch: operations["patchCurationCorebox"];
        trace?: never;
    };
    "/api/v1/models/curation_corebox/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the versions of a record of model curation_corebox, newest first: the action, when, who, and the columns it changed. */
        get: operations["historyCurationCorebox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/curation_corebox/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the deleted records of model curation_corebox, the latest deletion first: id, combined id, when and by whom. */
        get: operations["listDeletedCurationCorebox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/curation_corebox/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Brings back a record of model curation_corebox: the values of a version (through the checks of an update), or a deleted record with its id. */
        post: operations["restoreCurationCorebox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/curation_corebox/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Answers an unsaved copy of a record of model curation_corebox with the next running number, to edit and create. */
        post: operations["duplicateCurationCorebox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/curation_section_split": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the records of model curation_section_split, filtered and sorted; the total is exact up to LIST_EXACT_COUNT_LIMIT. */
        get: operations["listCurationSectionSplit"];
        put?: never;
        /** @description Creates a record of model curation_section_split; the server fills running numbers, combined_id and IGSN. */
        post: operations["createCurationSectionSplit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/curation_section_split/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers one record of model curation_section_split with its ancestor ids and assigned files. */
        get: operations["getCurationSectionSplit"];
        /** @description Changes a record of model curation_section_split; combined ids of its descendants follow a new name. */
        put: operations["updateCurationSectionSplit"];
        post?: never;
        /** @description Deletes a record of model curation_section_split that no record and no file refers to. */
        delete: operations["deleteCurationSectionSplit"];
        options?: never;
        head?: never;
        /** @description Changes a record of model curation_section_split; combined ids of its descendants follow a new name. */
        patch: operations["patchCurationSectionSplit"];
        trace?: never;
    };
    "/api/v1/models/curation_section_split/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the versions of a record of model curation_section_split, newest first: the action, when, who, and the columns it changed. */
        get: operations["historyCurationSectionSplit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/curation_section_split/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the deleted records of model curation_section_split, the latest deletion first: id, combined id, when and by whom. */
        get: operations["listDeletedCurationSectionSplit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/curation_section_split/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Brings back a record of model curation_section_split: the values of a version (through the checks of an update), or a deleted record with its id. */
        post: operations["restoreCurationSectionSplit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/curation_section_split/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Answers an unsaved copy of a record of model curation_section_split with the next running number, to edit and create. */
        post: operations["duplicateCurationSectionSplit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/expeditions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the records of model expeditions, filtered and sorted; the total is exact up to LIST_EXACT_COUNT_LIMIT. */
        get: operations["listExpeditions"];
        put?: never;
        /** @description Creates a record of model expeditions; the server fills running numbers, combined_id and IGSN. */
        post: operations["createExpeditions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/expeditions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers one record of model expeditions with its ancestor ids and assigned files. */
        get: operations["getExpeditions"];
        /** @description Changes a record of model expeditions; combined ids of its descendants follow a new name. */
        put: operations["updateExpeditions"];
        post?: never;
        /** @description Deletes a record of model expeditions that no record and no file refers to. */
        delete: operations["deleteExpeditions"];
        options?: never;
        head?: never;
        /** @description Changes a record of model expeditions; combined ids of its descendants follow a new name. */
        patch: operations["patchExpeditions"];
        trace?: never;
    };
    "/api/v1/models/expeditions/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the versions of a record of model expeditions, newest first: the action, when, who, and the columns it changed. */
        get: operations["historyExpeditions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/expeditions/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the deleted records of model expeditions, the latest deletion first: id, combined id, when and by whom. */
        get: operations["listDeletedExpeditions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/expeditions/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Brings back a record of model expeditions: the values of a version (through the checks of an update), or a deleted record with its id. */
        post: operations["restoreExpeditions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/expeditions/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Answers an unsaved copy of a record of model expeditions with the next running number, to edit and create. */
        post: operations["duplicateExpeditions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/holes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the records of model holes, filtered and sorted; the total is exact up to LIST_EXACT_COUNT_LIMIT. */
        get: operations["listHoles"];
        put?: never;
        /** @description Creates a record of model holes; the server fills running numbers, combined_id and IGSN. */
        post: operations["createHoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/holes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers one record of model holes with its ancestor ids and assigned files. */
        get: operations["getHoles"];
        /** @description Changes a record of model holes; combined ids of its descendants follow a new name. */
        put: operations["updateHoles"];
        post?: never;
        /** @description Deletes a record of model holes that no record and no file refers to. */
        delete: operations["deleteHoles"];
        options?: never;
        head?: never;
        /** @description Changes a record of model holes; combined ids of its descendants follow a new name. */
        patch: operations["patchHoles"];
        trace?: never;
    };
    "/api/v1/models/holes/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the versions of a record of model holes, newest first: the action, when, who, and the columns it changed. */
        get: operations["historyHoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/holes/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the deleted records of model holes, the latest deletion first: id, combined id, when and by whom. */
        get: operations["listDeletedHoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/holes/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Brings back a record of model holes: the values of a version (through the checks of an update), or a deleted record with its id. */
        post: operations["restoreHoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/holes/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Answers an unsaved copy of a record of model holes with the next running number, to edit and create. */
        post: operations["duplicateHoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the records of model programs, filtered and sorted; the total is exact up to LIST_EXACT_COUNT_LIMIT. */
        get: operations["listPrograms"];
        put?: never;
        /** @description Creates a record of model programs; the server fills running numbers, combined_id and IGSN. */
        post: operations["createPrograms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/programs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers one record of model programs with its ancestor ids and assigned files. */
        get: operations["getPrograms"];
        /** @description Changes a record of model programs; combined ids of its descendants follow a new name. */
        put: operations["updatePrograms"];
        post?: never;
        /** @description Deletes a record of model programs that no record and no file refers to. */
        delete: operations["deletePrograms"];
        options?: never;
        head?: never;
        /** @description Changes a record of model programs; combined ids of its descendants follow a new name. */
        patch: operations["patchPrograms"];
        trace?: never;
    };
    "/api/v1/models/programs/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the versions of a record of model programs, newest first: the action, when, who, and the columns it changed. */
        get: operations["historyPrograms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/programs/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the deleted records of model programs, the latest deletion first: id, combined id, when and by whom. */
        get: operations["listDeletedPrograms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/programs/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Brings back a record of model programs: the values of a version (through the checks of an update), or a deleted record with its id. */
        post: operations["restorePrograms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/programs/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Answers an unsaved copy of a record of model programs with the next running number, to edit and create. */
        post: operations["duplicatePrograms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the records of model sites, filtered and sorted; the total is exact up to LIST_EXACT_COUNT_LIMIT. */
        get: operations["listSites"];
        put?: never;
        /** @description Creates a record of model sites; the server fills running numbers, combined_id and IGSN. */
        post: operations["createSites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/sites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Answers one record of model sites with its ancestor ids and assigned files. */
        get: operations["getSites"];
        /** @description Changes a record of model sites; combined ids of its descendants follow a new name. */
        put: operations["updateSites"];
        post?: never;
        /** @description Deletes a record of model sites that no record and no file refers to. */
        delete: operations["deleteSites"];
        options?: never;
        head?: never;
        /** @description Changes a record of model sites; combined ids of its descendants follow a new name. */
        patch: operations["patchSites"];
        trace?: never;
    };
    "/api/v1/models/sites/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the versions of a record of model sites, newest first: the action, when, who, and the columns it changed. */
        get: operations["historySites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/sites/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pages through the deleted records of model sites, the latest deletion first: id, combined id, when and by whom. */
        get: operations["listDeletedSites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/sites/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Brings back a record of model sites: the values of a version (through the checks of an update), or a deleted record with its id. */
        post: operations["restoreSites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/models/sites/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Answers an unsaved copy of a record of model sites with the next running number, to edit and create. */
        post: operations["duplicateSites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** List value record */
        ListValue: {
            /** Format: int32 */
            id: number;
            listname: string;
            /** @description the stored value (short code) */
            display: string;
            /** @description the shown text */
            remark: string;
            /** Format: int32 */
            sort: number;
        };
        /** User (management view; never a password hash) */
        ManagedUser: {
            /** Format: int32 */
            id: number;
            username: string;
            /** @description the name shown for the user, if any */
            name: string | null;
            email: string | null;
            /** @description granted roles, as stored */
            roles: string[];
            /** @description granted permissions, as stored */
            permissions: string[];
            /** @description the granted role and every role below it */
            effective_roles: string[];
            /** @description what the access checks use */
            effective_permissions: string[];
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             */
            updated_at: string;
        };
        /** Dashboard widget */
        Widget: {
            /** Format: int32 */
            id: number;
            /**
             * @description the front-end component that shows the widget
             * @enum {string}
             */
            type: "ProjectInformationWidget" | "InstructionsWidget" | "MessageOfTheDayWidget" | "PostBoxWidget" | "SitesAndHolesMapWidget" | "SimpleChartWidget";
            /** @description the heading */
            title: string | null;
            /** @description the line below the heading */
            subtitle: string | null;
            active: boolean;
            /**
             * Format: int32
             * @description columns of 12 the widget spans on extra small screens (default 12)
             */
            xs_size: number;
            /**
             * Format: int32
             * @description columns of 12 the widget spans on small screens (default 6)
             */
            sm_size: number;
            /**
             * Format: int32
             * @description columns of 12 the widget spans on medium screens (default 4)
             */
            md_size: number;
            /**
             * Format: int32
             * @description columns of 12 the widget spans on large screens (default 3)
             */
            lg_size: number;
            /**
             * Format: int32
             * @description position on the dashboard, ascending (default: after the last)
             */
            order: number;
            /** @description the component's own settings, any JSON object (at most 131072 bytes of JSON, 32 levels of arrays and objects); read back as written */
            extraSettings: {
                [key: string]: unknown;
            };
            /** @description a colour name or #hex code for the widget's header */
            color: string | null;
            is_dark: boolean;
            /** @description DELETE takes the widget (409 otherwise) */
            deletable: boolean;
            /** @description duplicate copies the widget (409 otherwise) */
            cloneable: boolean;
        };
        /** Message of the day */
        Message: {
            /** Format: int32 */
            id: number;
            message: string;
            /** @description YYYY-MM-DD */
            date: string;
            /** @description in the order given */
            images: {
                /**
                 * Format: int32
                 * @description the image's own id (a new one each time the images are written)
                 */
                id: number;
                /**
                 * Format: int32
                 * @description the File record of the image: GET /api/v1/file/download/{image_id} answers its bytes
                 */
                image_id: number;
                caption: string;
            }[];
            /** @description the user who wrote it (null once deleted) */
            created_by: number | null;
            /** @description the user who changed it last (null once deleted) */
            updated_by: number | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             */
            updated_at: string;
        };
        /** Error (Yii2 shape) */
        Error: {
            /** @description the HTTP reason phrase (Yii2 names 413 "Request Entity Too Large", 422 "Data Validation Failed") */
            name: string;
            message: string;
            /**
             * Format: int32
             * @description always 0
             */
            code: number;
            /**
             * Format: int32
             * @description the HTTP status
             */
            status: number;
        };
        /** Validation failure (422) */
        ValidationErrors: {
            field: string;
            message: string;
        }[];
        /**
         * File record
         * @description also the items of a record's archive_files.files (components: FileRecord)
         */
        FileRecord: {
            /** Format: int32 */
            id: number;
            parent_combined_id: string | null;
            type: string | null;
            number: string | null;
            /** @description the stored name: `<type>_<parent combined id>[_<number>].F<id>.<ext>` */
            filename: string;
            original_filename: string;
            /**
             * Format: int64
             * @description bytes
             */
            filesize: number;
            mime_type: string;
            /** @description MD5, hex */
            checksum: string;
            /** @description YYYY-MM-DD HH:MM:SS (UTC) */
            upload_date: string;
            expedition_id: number | null;
            site_id: number | null;
            hole_id: number | null;
            core_id: number | null;
            section_id: number | null;
            remarks: string | null;
            /** @description JSON text: sniffed type and extension, size, modification time */
            metadata: string;
        };
        /** Record of the model named by ?name= */
        Record: {
            /** Format: int32 */
            id?: number;
        } & {
            [key: string]: unknown;
        };
        /** Page of records */
        RecordPage: {
            items: components["schemas"]["Record"][];
            _links: {
                self: {
                    href: string;
                };
                next?: {
                    href: string;
                };
                last?: {
                    href: string;
                };
            };
            _meta: {
                /** Format: int32 */
                totalCount: number;
                /** Format: int32 */
                pageCount: number;
                /** Format: int32 */
                currentPage: number;
                /** Format: int32 */
                perPage: number;
                /**
                 * @description totalCount is the planner's estimate: more records match than LIST_EXACT_COUNT_LIMIT (count=exact counts them all)
                 * @constant
                 */
                totalCountEstimated?: true;
            };
        };
        /** Versions of a record */
        RecordHistory: {
            items: {
                /**
                 * Format: int32
                 * @description the record's version, from 1
                 */
                version: number;
                /** @description create, update, delete, or what the request that caused it did (restore, import, ...) */
                action: string;
                /** @description when, YYYY-MM-DD HH:MM:SS, UTC */
                at: string;
                /** @description who caused it (null: the service on its own, or a tool on the database) */
                user: {
                    /** Format: int32 */
                    id: number;
                    username: string;
                } | null;
                /** @description the columns it changed, by name */
                changes: {
                    [key: string]: {
                        /** @description the value before (null: none) */
                        from: unknown;
                        /** @description the value after (null: none) */
                        to: unknown;
                    };
                };
            }[];
            _links: {
                self: {
                    href: string;
                };
                next?: {
                    href: string;
                };
                last?: {
                    href: string;
                };
            };
            _meta: {
                /** Format: int32 */
                totalCount: number;
                /** Format: int32 */
                pageCount: number;
                /** Format: int32 */
                currentPage: number;
                /** Format: int32 */
                perPage: number;
                /**
                 * @description totalCount is the planner's estimate: more records match than LIST_EXACT_COUNT_LIMIT (count=exact counts them all)
                 * @constant
                 */
                totalCountEstimated?: true;
            };
        };
        /** Deleted records */
        DeletedRecords: {
            items: {
                /**
                 * Format: int32
                 * @description the record's id, which a restore gives back
                 */
                id: number;
                /** @description its combined id when it was deleted */
                combined_id: string | null;
                /** @description when, YYYY-MM-DD HH:MM:SS, UTC */
                deletedAt: string;
                /** @description who deleted it (null: outside the service) */
                deletedBy: {
                    /** Format: int32 */
                    id: number;
                    username: string;
                } | null;
            }[];
            _links: {
                self: {
                    href: string;
                };
                next?: {
                    href: string;
                };
                last?: {
                    href: string;
                };
            };
            _meta: {
                /** Format: int32 */
                totalCount: number;
                /** Format: int32 */
                pageCount: number;
                /** Format: int32 */
                currentPage: number;
                /** Format: int32 */
                perPage: number;
                /**
                 * @description totalCount is the planner's estimate: more records match than LIST_EXACT_COUNT_LIMIT (count=exact counts them all)
                 * @constant
                 */
                totalCountEstimated?: true;
            };
        };
        /** Stale write (412) */
        StaleWrite: {
            /** @description the HTTP reason phrase (Yii2 names 413 "Request Entity Too Large", 422 "Data Validation Failed") */
            name: string;
            message: string;
            /**
             * Format: int32
             * @description always 0
             */
            code: number;
            /**
             * Format: int32
             * @description the HTTP status
             */
            status: number;
            /**
             * Format: int32
             * @description the record's version now (its ETag)
             */
            version: number;
            /** @description who made its last change (null: outside the service) */
            changedBy: {
                /** Format: int32 */
                id: number;
                username: string;
            } | null;
            /** @description when, YYYY-MM-DD HH:MM:SS (UTC) */
            changedAt: string;
            /** @description the columns changed since the version the write named */
            columns: string[];
            /** @description the record now (null: it was deleted) */
            current: {
                [key: string]: unknown;
            } | null;
        };
        /**
         * core_section record
         * @description A record. Model core_section (module Core, table core_section, child of cores).
         */
        core_section: {
            /**
             * ID
             * Format: int32
             */
            id: number;
            /**
             * Core ID
             * Format: int32
             */
            core_id: number | null;
            /**
             * Section
             * Format: int32
             * @description Section number inside the core; the next free number when not given
             */
            section: number | null;
            /** Combined ID */
            combined_id: string | null;
            /**
             * Top Depth
             * @description Unit: m.
             */
            top_depth: number | null;
            /**
             * Section Length
             * @description Unit: m.
             */
            section_length: number | null;
            /**
             * Bottom Depth
             * @description Unit: m.
             */
            bottom_depth: number | null;
            /**
             * Analyst
             * @description Value list: ANALYST.
             */
            analyst: string | null;
            /** IGSN */
            igsn: string | null;
            /**
             * Section State
             * @description Value list: SECTION_STATE.
             */
            section_state: string | null;
            /**
             * Curated Length
             * @description Unit: m.
             */
            curated_length: number | null;
            /** Comment */
            comment: string | null;
            /** UKBGS Section ID */
            ukbgs_section_id: string | null;
            /** UKBGS Section Extra */
            ukbgs_section_extra: string | null;
            /** hole_id */
            hole_id: number | null;
            /** site_id */
            site_id: number | null;
            /** expedition_id */
            expedition_id: number | null;
            /** program_id */
            program_id: number | null;
            /** @description files assigned to this record (read-only) */
            archive_files: {
                filter: {
                    expedition: number | null;
                    site: number | null;
                    hole: number | null;
                    core: number | null;
                    section: number | null;
                };
                files: components["schemas"]["FileRecord"][];
            };
        };
        /**
         * core_section create body
         * @description Body creating a record. Model core_section (module Core, table core_section, child of cores).
         */
        core_sectionCreate: {
            /**
             * Core ID
             * Format: int32
             */
            core_id: number;
            /**
             * Section
             * Format: int32
             * @description Section number inside the core; the next free number when not given
             */
            section?: number | null;
            /**
             * Top Depth
             * @description Unit: m.
             */
            top_depth?: number | null;
            /**
             * Section Length
             * @description Unit: m.
             */
            section_length?: number | null;
            /**
             * Analyst
             * @description Value list: ANALYST.
             */
            analyst?: string | null;
            /**
             * Section State
             * @description Value list: SECTION_STATE.
             */
            section_state?: string | null;
            /**
             * Curated Length
             * @description Unit: m.
             */
            curated_length?: number | null;
            /** Comment */
            comment?: string | null;
            /** UKBGS Section ID */
            ukbgs_section_id?: string | null;
            /** UKBGS Section Extra */
            ukbgs_section_extra?: string | null;
        };
        /**
         * core_section update body
         * @description Body changing a record: only the fields sent change. Model core_section (module Core, table core_section, child of cores).
         */
        core_sectionUpdate: {
            /**
             * Core ID
             * Format: int32
             */
            core_id?: number;
            /**
             * Section
             * Format: int32
             * @description Section number inside the core; the next free number when not given
             */
            section?: number;
            /**
             * Top Depth
             * @description Unit: m.
             */
            top_depth?: number | null;
            /**
             * Section Length
             * @description Unit: m.
             */
            section_length?: number | null;
            /**
             * Analyst
             * @description Value list: ANALYST.
             */
            analyst?: string | null;
            /**
             * Section State
             * @description Value list: SECTION_STATE.
             */
            section_state?: string | null;
            /**
             * Curated Length
             * @description Unit: m.
             */
            curated_length?: number | null;
            /** Comment */
            comment?: string | null;
            /** UKBGS Section ID */
            ukbgs_section_id?: string | null;
            /** UKBGS Section Extra */
            ukbgs_section_extra?: string | null;
        };
        /**
         * core_section draft
         * @description An unsaved copy of a record, to be sent to create. Model core_section (module Core, table core_section, child of cores).
         */
        core_sectionDraft: {
            /**
             * Core ID
             * Format: int32
             */
            core_id?: number | null;
            /**
             * Section
             * Format: int32
             * @description Section number inside the core; the next free number when not given
             */
            section?: number | null;
            /**
             * Top Depth
             * @description Unit: m.
             */
            top_depth?: number | null;
            /**
             * Section Length
             * @description Unit: m.
             */
            section_length?: number | null;
            /**
             * Bottom Depth
             * @description Unit: m.
             */
            bottom_depth?: number | null;
            /**
             * Analyst
             * @description Value list: ANALYST.
             */
            analyst?: string | null;
            /**
             * Section State
             * @description Value list: SECTION_STATE.
             */
            section_state?: string | null;
            /**
             * Curated Length
             * @description Unit: m.
             */
            curated_length?: number | null;
            /** Comment */
            comment?: string | null;
            /** UKBGS Section ID */
            ukbgs_section_id?: string | null;
            /** UKBGS Section Extra */
            ukbgs_section_extra?: string | null;
            /** hole_id */
            hole_id?: number | null;
            /** site_id */
            site_id?: number | null;
            /** expedition_id */
            expedition_id?: number | null;
            /** program_id */
            program_id?: number | null;
            archive_files?: {
                filter: {
                    expedition: number | null;
                    site: number | null;
                    hole: number | null;
                    core: number | null;
                    section: number | null;
                };
                files: components["schemas"]["FileRecord"][];
            } | null;
        };
        /** Page of core_section records */
        core_sectionPage: {
            items: components["schemas"]["core_section"][];
            _links: {
                self: {
                    href: string;
                };
                next?: {
                    href: string;
                };
                last?: {
                    href: string;
                };
            };
            _meta: {
                /** Format: int32 */
                totalCount: number;
                /** Format: int32 */
                pageCount: number;
                /** Format: int32 */
                currentPage: number;
                /** Format: int32 */
                perPage: number;
                /**
                 * @description totalCount is the planner's estimate: more records match than LIST_EXACT_COUNT_LIMIT (count=exact counts them all)
                 * @constant
                 */
                totalCountEstimated?: true;
            };
        };
        /**
         * cores record
         * @description A record. Model cores (module Core, table cores, child of holes).
         */
        cores: {
            /**
             * ID
             * Format: int32
             */
            id: number;
            /**
             * Hole ID
             * Format: int32
             */
            hole_id: number | null;
            /**
             * Core
             * Format: int32
             * @description Core number inside the hole; the next free number when not given
             */
            core: number | null;
            /** Combined ID */
            combined_id: string | null;
            /**
             * Analyst
             * @description Value list: ANALYST.
             */
            analyst: string | null;
            /**
             * Top Depth
             * @description Unit: m.
             */
            top_depth: number | null;
            /**
             * Bottom Depth
             * @description Unit: m.
             */
            bottom_depth: number | null;
            /** Continuity */
            continuity: string | null;
            /**
             * Core Catcher
             * Format: int32
             * @enum {integer|null}
             */
            core_catcher: 0 | 1 | null;
            /**
             * Core Diameter
             * @description Unit: mm.
             */
            core_diameter: number | null;
            /** Core Loss Reason */
            core_loss_reason: string | null;
            /** Core on Deck */
            core_ondeck: string | null;
            /**
             * Core Recovery
             * @description Unit: m.
             */
            core_recovery: number | null;
            /**
             * Core Recovery %
             * @description Unit: %.
             */
            core_recovery_pc: number | null;
            /**
             * Core Type
             * @description Value list: CORE_TYPE.
             */
            core_type: string | null;
            /**
             * Drilled Length
             * @description Unit: m.
             */
            drilled_length: number | null;
            /** IGSN */
            igsn: string | null;
            /**
             * Last Section
             * Format: int32
             * @description The number of sections the core was cut into: no more sections can be added
             */
            last_section: number | null;
            /**
             * MCD Offset
             * @description Unit: m.
             */
            mcd_offset: number | null;
            /**
             * Oriented
             * Format: int32
             * @enum {integer|null}
             */
            oriented: 0 | 1 | null;
            /** Remarks */
            remarks: string | null;
            /**
             * Temperature
             * @description Unit: °C.
             */
            temperature: number | null;
            /**
             * RQD Abundance
             * Format: int32
             */
            rqd_abundance: number | null;
            /**
             * RQD Intensity
             * Format: int32
             */
            rqd_intensity: number | null;
            /** site_id */
            site_id: number | null;
            /** expedition_id */
            expedition_id: number | null;
            /** program_id */
            program_id: number | null;
            /** @description files assigned to this record (read-only) */
            archive_files: {
                filter: {
                    expedition: number | null;
                    site: number | null;
                    hole: number | null;
                    core: number | null;
                };
                files: components["schemas"]["FileRecord"][];
            };
        };
        /**
         * cores create body
         * @description Body creating a record. Model cores (module Core, table cores, child of holes).
         */
        coresCreate: {
            /**
             * Hole ID
             * Format: int32
             */
            hole_id: number;
            /**
             * Core
             * Format: int32
             * @description Core number inside the hole; the next free number when not given
             */
            core?: number | null;
            /**
             * Analyst
             * @description Value list: ANALYST.
             */
            analyst?: string | null;
            /**
             * Top Depth
             * @description Unit: m.
             */
            top_depth?: number | null;
            /**
             * Bottom Depth
             * @description Unit: m.
             */
            bottom_depth?: number | null;
            /** Continuity */
            continuity?: string | null;
            /**
             * Core Catcher
             * Format: int32
             * @enum {integer|null}
             */
            core_catcher?: 0 | 1 | null;
            /**
             * Core Diameter
             * @description Unit: mm.
             */
            core_diameter?: number | null;
            /** Core Loss Reason */
            core_loss_reason?: string | null;
            /**
             * Core on Deck
             * Format: rs-datetime
             * @example 2024-05-01 10:30:00
             */
            core_ondeck?: string | null;
            /**
             * Core Recovery
             * @description Unit: m.
             */
            core_recovery?: number | null;
            /**
             * Core Type
             * @description Value list: CORE_TYPE.
             */
            core_type: string;
            /**
             * Drilled Length
             * @description Unit: m.
             */
            drilled_length?: number | null;
            /**
             * Last Section
             * Format: int32
             * @description The number of sections the core was cut into: no more sections can be added
             */
            last_section?: number | null;
            /**
             * MCD Offset
             * @description Unit: m.
             */
            mcd_offset?: number | null;
            /**
             * Oriented
             * Format: int32
             * @enum {integer|null}
             */
            oriented?: 0 | 1 | null;
            /** Remarks */
            remarks?: string | null;
            /**
             * Temperature
             * @description Unit: °C.
             */
            temperature?: number | null;
            /**
             * RQD Abundance
             * Format: int32
             */
            rqd_abundance?: number | null;
            /**
             * RQD Intensity
             * Format: int32
             */
            rqd_intensity?: number | null;
        };
        /**
         * cores update body
         * @description Body changing a record: only the fields sent change. Model cores (module Core, table cores, child of holes).
         */
        coresUpdate: {
            /**
             * Hole ID
             * Format: int32
             */
            hole_id?: number;
            /**
             * Core
             * Format: int32
             * @description Core number inside the hole; the next free number when not given
             */
            core?: number;
            /**
             * Analyst
             * @description Value list: ANALYST.
             */
            analyst?: string | null;
            /**
             * Top Depth
             * @description Unit: m.
             */
            top_depth?: number | null;
            /**
             * Bottom Depth
             * @description Unit: m.
             */
            bottom_depth?: number | null;
            /** Continuity */
            continuity?: string | null;
            /**
             * Core Catcher
             * Format: int32
             * @enum {integer|null}
             */
            core_catcher?: 0 | 1 | null;
            /**
             * Core Diameter
             * @description Unit: mm.
             */
            core_diameter?: number | null;
            /** Core Loss Reason */
            core_loss_reason?: string | null;
            /**
             * Core on Deck
             * Format: rs-datetime
             * @example 2024-05-01 10:30:00
             */
            core_ondeck?: string | null;
            /**
             * Core Recovery
             * @description Unit: m.
             */
            core_recovery?: number | null;
            /**
             * Core Type
             * @description Value list: CORE_TYPE.
             */
            core_type?: string;
            /**
             * Drilled Length
             * @description Unit: m.
             */
            drilled_length?: number | null;
            /**
             * Last Section
             * Format: int32
             * @description The number of sections the core was cut into: no more sections can be added
             */
            last_section?: number | null;
            /**
             * MCD Offset
             * @description Unit: m.
             */
            mcd_offset?: number | null;
            /**
             * Oriented
             * Format: int32
             * @enum {integer|null}
             */
            oriented?: 0 | 1 | null;
            /** Remarks */
            remarks?: string | null;
            /**
             * Temperature
             * @description Unit: °C.
             */
            temperature?: number | null;
            /**
             * RQD Abundance
             * Format: int32
             */
            rqd_abundance?: number | null;
            /**
             * RQD Intensity
             * Format: int32
             */
            rqd_intensity?: number | null;
        };
        /**
         * cores draft
         * @description An unsaved copy of a record, to be sent to create. Model cores (module Core, table cores, child of holes).
         */
        coresDraft: {
            /**
             * Hole ID
             * Format: int32
             */
            hole_id?: number | null;
            /**
             * Core
             * Format: int32
             * @description Core number inside the hole; the next free number when not given
             */
            core?: number | null;
            /**
             * Analyst
             * @description Value list: ANALYST.
             */
            analyst?: string | null;
            /**
             * Top Depth
             * @description Unit: m.
             */
            top_depth?: number | null;
            /**
             * Bottom Depth
             * @description Unit: m.
             */
            bottom_depth?: number | null;
            /** Continuity */
            continuity?: string | null;
            /**
             * Core Catcher
             * Format: int32
             * @enum {integer|null}
             */
            core_catcher?: 0 | 1 | null;
            /**
             * Core Diameter
             * @description Unit: mm.
             */
            core_diameter?: number | null;
            /** Core Loss Reason */
            core_loss_reason?: string | null;
            /** Core on Deck */
            core_ondeck?: string | null;
            /**
             * Core Recovery
             * @description Unit: m.
             */
            core_recovery?: number | null;
            /**
             * Core Recovery %
             * @description Unit: %.
             */
            core_recovery_pc?: number | null;
            /**
             * Core Type
             * @description Value list: CORE_TYPE.
             */
            core_type?: string | null;
            /**
             * Drilled Length
             * @description Unit: m.
             */
            drilled_length?: number | null;
            /**
             * Last Section
             * Format: int32
             * @description The number of sections the core was cut into: no more sections can be added
             */
            last_section?: number | null;
            /**
             * MCD Offset
             * @description Unit: m.
             */
            mcd_offset?: number | null;
            /**
             * Oriented
             * Format: int32
             * @enum {integer|null}
             */
            oriented?: 0 | 1 | null;
            /** Remarks */
            remarks?: string | null;
            /**
             * Temperature
             * @description Unit: °C.
             */
            temperature?: number | null;
            /**
             * RQD Abundance
             * Format: int32
             */
            rqd_abundance?: number | null;
            /**
             * RQD Intensity
             * Format: int32
             */
            rqd_intensity?: number | null;
            /** site_id */
            site_id?: number | null;
            /** expedition_id */
            expedition_id?: number | null;
            /** program_id */
            program_id?: number | null;
            archive_files?: {
                filter: {
                    expedition: number | null;
                    site: number | null;
                    hole: number | null;
                    core: number | null;
                };
                files: components["schemas"]["FileRecord"][];
            } | null;
        };
        /** Page of cores records */
        coresPage: {
            items: components["schemas"]["cores"][];
            _links: {
                self: {
                    href: string;
                };
                next?: {
                    href: string;
                };
                last?: {
                    href: string;
                };
            };
            _meta: {
                /** Format: int32 */
                totalCount: number;
                /** Format: int32 */
                pageCount: number;
                /** Format: int32 */
                currentPage: number;
                /** Format: int32 */
                perPage: number;
                /**
                 * @description totalCount is the planner's estimate: more records match than LIST_EXACT_COUNT_LIMIT (count=exact counts them all)
                 * @constant
                 */
                totalCountEstimated?: true;
            };
        };
        /**
         * curation_corebox record
         * @description A record. Model curation_corebox (module Curation, table curation_corebox, child of holes).
         */
        curation_corebox: {
            /**
             * ID
             * Format: int32
             */
            id: number;
            /**
             * Hole ID
             * Format: int32
             */
            hole_id: number | null;
            /** Combined ID */
            combined_id: string | null;
            /**
             * Core Box
             * @description The name of the core box inside its hole, e.g. 001
             */
            corebox: string | null;
            /** Storage Location */
            storage_location: string | null;
            /** Comment */
            comment: string | null;
            /** site_id */
            site_id: number | null;
            /** expedition_id */
            expedition_id: number | null;
            /** program_id */
            program_id: number | null;
            /** @description files assigned to this record (read-only) */
            archive_files: {
                filter: {
                    expedition: number | null;
                    site: number | null;
                    hole: number | null;
                };
                files: components["schemas"]["FileRecord"][];
            };
        };
        /**
         * curation_corebox create body
         * @description Body creating a record. Model curation_corebox (module Curation, table curation_corebox, child of holes).
         */
        curation_coreboxCreate: {
            /**
             * Hole ID
             * Format: int32
             */
            hole_id: number;
            /**
             * Core Box
             * @description The name of the core box inside its hole, e.g. 001
             */
            corebox: string;
            /** Storage Location */
            storage_location?: string | null;
            /** Comment */
            comment?: string | null;
        };
        /**
         * curation_corebox update body
         * @description Body changing a record: only the fields sent change. Model curation_corebox (module Curation, table curation_corebox, child of holes).
         */
        curation_coreboxUpdate: {
            /**
             * Hole ID
             * Format: int32
             */
            hole_id?: number;
            /**
             * Core Box
             * @description The name of the core box inside its hole, e.g. 001
             */
            corebox?: string;
            /** Storage Location */
            storage_location?: string | null;
            /** Comment */
            comment?: string | null;
        };
        /**
         * curation_corebox draft
         * @description An unsaved copy of a record, to be sent to create. Model curation_corebox (module Curation, table curation_corebox, child of holes).
         */
        curation_coreboxDraft: {
            /**
             * Hole ID
             * Format: int32
             */
            hole_id?: number | null;
            /**
             * Core Box
             * @description The name of the core box inside its hole, e.g. 001
             */
            corebox?: string | null;
            /** Storage Location */
            storage_location?: string | null;
            /** Comment */
            comment?: string | null;
            /** site_id */
            site_id?: number | null;
            /** expedition_id */
            expedition_id?: number | null;
            /** program_id */
            program_id?: number | null;
            archive_files?: {
                filter: {
                    expedition: number | null;
                    site: number | null;
                    hole: number | null;
                };
                files: components["schemas"]["FileRecord"][];
            } | null;
        };
        /** Page of curation_corebox records */
        curation_coreboxPage: {
            items: components["schemas"]["curation_corebox"][];
            _links: {
                self: {
                    href: string;
                };
                next?: {
                    href: string;
                };
                last?: {
                    href: string;
                };
            };
            _meta: {
                /** Format: int32 */
                totalCount: number;
                /** Format: int32 */
                pageCount: number;
                /** Format: int32 */
                currentPage: number;
                /** Format: int32 */
                perPage: number;
                /**
                 * @description totalCount is the planner's estimate: more records match than LIST_EXACT_COUNT_LIMIT (count=exact counts them all)
                 * @constant
                 */
                totalCountEstimated?: true;
            };
        };
        /**
         * curation_section_split record
         * @description A record. Model curation_section_split (module Curation, table curation_section_split, child of core_section).
         */
        curation_section_split: {
            /**
             * ID
             * Format: int32
             */
            id: number;
            /**
             * Section ID
             * Format: int32
             */
            section_id: number | null;
            /** Combined ID */
            combined_id: string | null;
            /**
             * Split Type
             * @description WR the whole round; A the archive half, W the working half, or another part split from one of them
             */
            type: string | null;
            /**
             * Origin Split Type
             * @description The type of the split of this section that this one was split from (not for WR)
             */
            origin_split_type: string | null;
            /**
             * Percent
             * @description The share of the whole round this split holds Unit: %.
             */
            percent: number | null;
            /**
             * Still Exists
             * Format: int32
             * @enum {integer|null}
             */
            still_exists: 0 | 1 | null;
            /**
             * Sampleable
             * Format: int32
             * @enum {integer|null}
             */
            sampleable: 0 | 1 | null;
            /**
             * Curator
             * @description Value list: ANALYST.
             */
            curator: string | null;
            /**
             * Core Box
             * @description The core box the split is kept in, by name: the box of that name in the hole, made when there is none
             */
            corebox_name: string | null;
            /**
             * Core Box ID
             * Format: int32
             */
            corebox_id: number | null;
            /** Comment */
            comment: string | null;
            /** core_id */
            core_id: number | null;
            /** hole_id */
            hole_id: number | null;
            /** site_id */
            site_id: number | null;
            /** expedition_id */
            expedition_id: number | null;
            /** program_id */
            program_id: number | null;
            /** @description files assigned to this record (read-only) */
            archive_files: {
                filter: {
                    expedition: number | null;
                    site: number | null;
                    hole: number | null;
                    core: number | null;
                    section: number | null;
                };
                files: components["schemas"]["FileRecord"][];
            };
        };
        /**
         * curation_section_split create body
         * @description Body creating a record. Model curation_section_split (module Curation, table curation_section_split, child of core_section).
         */
        curation_section_splitCreate: {
            /**
             * Section ID
             * Format: int32
             */
            section_id: number;
            /**
             * Split Type
             * @description WR the whole round; A the archive half, W the working half, or another part split from one of them
             */
            type: string;
            /**
             * Origin Split Type
             * @description The type of the split of this section that this one was split from (not for WR)
             */
            origin_split_type?: string | null;
            /**
             * Percent
             * @description The share of the whole round this split holds Unit: %.
             */
            percent?: number | null;
            /**
             * Still Exists
             * Format: int32
             * @enum {integer|null}
             */
            still_exists?: 0 | 1 | null;
            /**
             * Sampleable
             * Format: int32
             * @enum {integer|null}
             */
            sampleable?: 0 | 1 | null;
            /**
             * Curator
             * @description Value list: ANALYST.
             */
            curator?: string | null;
            /**
             * Core Box
             * @description The core box the split is kept in, by name: the box of that name in the hole, made when there is none
             */
            corebox_name?: string | null;
            /**
             * Core Box ID
             * Format: int32
             */
            corebox_id?: number | null;
            /** Comment */
            comment?: string | null;
        };
        /**
         * curation_section_split update body
         * @description Body changing a record: only the fields sent change. Model curation_section_split (module Curation, table curation_section_split, child of core_section).
         */
        curation_section_splitUpdate: {
            /**
             * Section ID
             * Format: int32
             */
            section_id?: number;
            /**
             * Split Type
             * @description WR the whole round; A the archive half, W the working half, or another part split from one of them
             */
            type?: string;
            /**
             * Origin Split Type
             * @description The type of the split of this section that this one was split from (not for WR)
             */
            origin_split_type?: string | null;
            /**
             * Percent
             * @description The share of the whole round this split holds Unit: %.
             */
            percent?: number | null;
            /**
             * Still Exists
             * Format: int32
             * @enum {integer|null}
             */
            still_exists?: 0 | 1 | null;
            /**
             * Sampleable
             * Format: int32
             * @enum {integer|null}
             */
            sampleable?: 0 | 1 | null;
            /**
             * Curator
             * @description Value list: ANALYST.
             */
            curator?: string | null;
            /**
             * Core Box
             * @description The core box the split is kept in, by name: the box of that name in the hole, made when there is none
             */
            corebox_name?: string | null;
            /**
             * Core Box ID
             * Format: int32
             */
            corebox_id?: number | null;
            /** Comment */
            comment?: string | null;
        };
        /**
         * curation_section_split draft
         * @description An unsaved copy of a record, to be sent to create. Model curation_section_split (module Curation, table curation_section_split, child of core_section).
         */
        curation_section_splitDraft: {
            /**
             * Section ID
             * Format: int32
             */
            section_id?: number | null;
            /**
             * Split Type
             * @description WR the whole round; A the archive half, W the working half, or another part split from one of them
             */
            type?: string | null;
            /**
             * Origin Split Type
             * @description The type of the split of this section that this one was split from (not for WR)
             */
            origin_split_type?: string | null;
            /**
             * Percent
             * @description The share of the whole round this split holds Unit: %.
             */
            percent?: number | null;
            /**
             * Still Exists
             * Format: int32
             * @enum {integer|null}
             */
            still_exists?: 0 | 1 | null;
            /**
             * Sampleable
             * Format: int32
             * @enum {integer|null}
             */
            sampleable?: 0 | 1 | null;
            /**
             * Curator
             * @description Value list: ANALYST.
             */
            curator?: string | null;
            /**
             * Core Box
             * @description The core box the split is kept in, by name: the box of that name in the hole, made when there is none
             */
            corebox_name?: string | null;
            /**
             * Core Box ID
             * Format: int32
             */
            corebox_id?: number | null;
            /** Comment */
            comment?: string | null;
            /** core_id */
            core_id?: number | null;
            /** hole_id */
            hole_id?: number | null;
            /** site_id */
            site_id?: number | null;
            /** expedition_id */
            expedition_id?: number | null;
            /** program_id */
            program_id?: number | null;
            archive_files?: {
                filter: {
                    expedition: number | null;
                    site: number | null;
                    hole: number | null;
                    core: number | null;
                    section: number | null;
                };
                files: components["schemas"]["FileRecord"][];
            } | null;
        };
        /** Page of curation_section_split records */
        curation_section_splitPage: {
            items: components["schemas"]["curation_section_split"][];
            _links: {
                self: {
                    href: string;
                };
                next?: {
                    href: string;
                };
                last?: {
                    href: string;
                };
            };
            _meta: {
                /** Format: int32 */
                totalCount: number;
                /** Format: int32 */
                pageCount: number;
                /** Format: int32 */
                currentPage: number;
                /** Format: int32 */
                perPage: number;
                /**
                 * @description totalCount is the planner's estimate: more records match than LIST_EXACT_COUNT_LIMIT (count=exact counts them all)
                 * @constant
                 */
                totalCountEstimated?: true;
            };
        };
        /**
         * expeditions record
         * @description A record. Model expeditions (module Project, table expeditions, child of programs).
         */
        expeditions: {
            /**
             * ID
             * Format: int32
             */
            id: number;
            /**
             * Program ID
             * Format: int32
             */
            program_id: number | null;
            /**
             * Expedition
             * @description Expedition code, e.g. 5065
             */
            expedition: string | null;
            /** Combined ID */
            combined_id: string | null;
            /** Expedition Name */
            exp_name: string | null;
            /** Acronym */
            exp_acronym: string | null;
            /** Chief Scientists */
            chief_scientists: string[];
            /** Start Date */
            start_date: string | null;
            /** End Date */
            end_date: string | null;
            /** Objectives */
            objectives: string | null;
            /** Comment */
            comment: string | null;
            /** @description files assigned to this record (read-only) */
            archive_files: {
                filter: {
                    expedition: number | null;
                };
                files: components["schemas"]["FileRecord"][];
            };
        };
        /**
         * expeditions create body
         * @description Body creating a record. Model expeditions (module Project, table expeditions, child of programs).
         */
        expeditionsCreate: {
            /**
             * Program ID
             * Format: int32
             */
            program_id: number;
            /**
             * Expedition
             * @description Expedition code, e.g. 5065
             */
            expedition: string;
            /** Expedition Name */
            exp_name: string;
            /** Acronym */
            exp_acronym?: string | null;
            /** Chief Scientists */
            chief_scientists?: string[] | null;
            /**
             * Start Date
             * Format: rs-date
             * @example 2024-05-01
             */
            start_date?: string | null;
            /**
             * End Date
             * Format: rs-date
             * @example 2024-05-01
             */
            end_date?: string | null;
            /** Objectives */
            objectives?: string | null;
            /** Comment */
            comment?: string | null;
        };
        /**
         * expeditions update body
         * @description Body changing a record: only the fields sent change. Model expeditions (module Project, table expeditions, child of programs).
         */
        expeditionsUpdate: {
            /**
             * Program ID
             * Format: int32
             */
            program_id?: number;
            /**
             * Expedition
             * @description Expedition code, e.g. 5065
             */
            expedition?: string;
            /** Expedition Name */
            exp_name?: string;
            /** Acronym */
            exp_acronym?: string | null;
            /** Chief Scientists */
            chief_scientists?: string[] | null;
            /**
             * Start Date
             * Format: rs-date
             * @example 2024-05-01
             */
            start_date?: string | null;
            /**
             * End Date
             * Format: rs-date
             * @example 2024-05-01
             */
            end_date?: string | null;
            /** Objectives */
            objectives?: string | null;
            /** Comment */
            comment?: string | null;
        };
        /**
         * expeditions draft
         * @description An unsaved copy of a record, to be sent to create. Model expeditions (module Project, table expeditions, child of programs).
         */
        expeditionsDraft: {
            /**
             * Program ID
             * Format: int32
             */
            program_id?: number | null;
            /**
             * Expedition
             * @description Expedition code, e.g. 5065
             */
            expedition?: string | null;
            /** Expedition Name */
            exp_name?: string | null;
            /** Acronym */
            exp_acronym?: string | null;
            chief_scientists?: string[] | null;
            /** Start Date */
            start_date?: string | null;
            /** End Date */
            end_date?: string | null;
            /** Objectives */
            objectives?: string | null;
            /** Comment */
            comment?: string | null;
            archive_files?: {
                filter: {
                    expedition: number | null;
                };
                files: components["schemas"]["FileRecord"][];
            } | null;
        };
        /** Page of expeditions records */
        expeditionsPage: {
            items: components["schemas"]["expeditions"][];
            _links: {
                self: {
                    href: string;
                };
                next?: {
                    href: string;
                };
                last?: {
                    href: string;
                };
            };
            _meta: {
                /** Format: int32 */
                totalCount: number;
                /** Format: int32 */
                pageCount: number;
                /** Format: int32 */
                currentPage: number;
                /** Format: int32 */
                perPage: number;
                /**
                 * @description totalCount is the planner's estimate: more records match than LIST_EXACT_COUNT_LIMIT (count=exact counts them all)
                 * @constant
                 */
                totalCountEstimated?: true;
            };
        };
        /**
         * holes record
         * @description A record. Model holes (module Project, table holes, child of sites).
         */
        holes: {
            /**
             * ID
             * Format: int32
             */
            id: number;
            /**
             * Site ID
             * Format: int32
             */
            site_id: number | null;
            /**
             * Hole
             * @description Hole letter inside the site; the next free letter when not given
             */
            hole: string | null;
            /** Combined ID */
            combined_id: string | null;
            /** IGSN */
            igsn: string | null;
            /** Hole Name */
            hole_name: string | null;
            /**
             * Drilling Method
             * @description Value list: DRILLING_METHOD.
             */
            drilling_method: string[];
            /** Start Date */
            start_date: string | null;
            /** End Date */
            end_date: string | null;
            /**
             * Latitude
             * @description Unit: °.
             */
            latitude: number | null;
            /**
             * Longitude
             * @description Unit: °.
             */
            longitude: number | null;
            /**
             * Elevation
             * @description Unit: m.
             */
            elevation: number | null;
            /**
             * Water Depth
             * @description Unit: m.
             */
            depth_water: number | null;
            /** Comment */
            comment: string | null;
            /**
             * Total Cored Length
             * @description The drilled length of the hole's cores, summed Unit: m.
             */
            total_cored_length: number | null;
            /**
             * Total Core Recovery
             * @description The recovered length of the hole's cores over their drilled length Unit: %.
             */
            total_core_recovery: number | null;
            /**
             * Depth Drilled
             * @description The deepest bottom depth of the hole's cores Unit: m.
             */
            depth_drilled: number | null;
            /** expedition_id */
            expedition_id: number | null;
            /** program_id */
            program_id: number | null;
            /** @description files assigned to this record (read-only) */
            archive_files: {
                filter: {
                    expedition: number | null;
                    site: number | null;
                    hole: number | null;
                };
                files: components["schemas"]["FileRecord"][];
            };
        };
        /**
         * holes create body
         * @description Body creating a record. Model holes (module Project, table holes, child of sites).
         */
        holesCreate: {
            /**
             * Site ID
             * Format: int32
             */
            site_id: number;
            /**
             * Hole
             * @description Hole letter inside the site; the next free letter when not given
             */
            hole?: string | null;
            /** Hole Name */
            hole_name?: string | null;
            /**
             * Drilling Method
             * @description Value list: DRILLING_METHOD.
             */
            drilling_method?: string[] | null;
            /**
             * Start Date
             * Format: rs-date
             * @example 2024-05-01
             */
            start_date?: string | null;
            /**
             * End Date
             * Format: rs-date
             * @example 2024-05-01
             */
            end_date?: string | null;
            /**
             * Latitude
             * @description Unit: °.
             */
            latitude?: number | null;
            /**
             * Longitude
             * @description Unit: °.
             */
            longitude?: number | null;
            /**
             * Elevation
             * @description Unit: m.
             */
            elevation?: number | null;
            /**
             * Water Depth
             * @description Unit: m.
             */
            depth_water?: number | null;
            /** Comment */
            comment?: string | null;
        };
        /**
         * holes update body
         * @description Body changing a record: only the fields sent change. Model holes (module Project, table holes, child of sites).
         */
        holesUpdate: {
            /**
             * Site ID
             * Format: int32
             */
            site_id?: number;
            /**
             * Hole
             * @description Hole letter inside the site; the next free letter when not given
             */
            hole?: string;
            /** Hole Name */
            hole_name?: string | null;
            /**
             * Drilling Method
             * @description Value list: DRILLING_METHOD.
             */
            drilling_method?: string[] | null;
            /**
             * Start Date
             * Format: rs-date
             * @example 2024-05-01
             */
            start_date?: string | null;
            /**
             * End Date
             * Format: rs-date
             * @example 2024-05-01
             */
            end_date?: string | null;
            /**
             * Latitude
             * @description Unit: °.
             */
            latitude?: number | null;
            /**
             * Longitude
             * @description Unit: °.
             */
            longitude?: number | null;
            /**
             * Elevation
             * @description Unit: m.
             */
            elevation?: number | null;
            /**
             * Water Depth
             * @description Unit: m.
             */
            depth_water?: number | null;
            /** Comment */
            comment?: string | null;
        };
        /**
         * holes draft
         * @description An unsaved copy of a record, to be sent to create. Model holes (module Project, table holes, child of sites).
         */
        holesDraft: {
            /**
             * Site ID
             * Format: int32
             */
            site_id?: number | null;
            /**
             * Hole
             * @description Hole letter inside the site; the next free letter when not given
             */
            hole?: string | null;
            /** Hole Name */
            hole_name?: string | null;
            drilling_method?: string[] | null;
            /** Start Date */
            start_date?: string | null;
            /** End Date */
            end_date?: string | null;
            /**
             * Latitude
             * @description Unit: °.
             */
            latitude?: number | null;
            /**
             * Longitude
             * @description Unit: °.
             */
            longitude?: number | null;
            /**
             * Elevation
             * @description Unit: m.
             */
            elevation?: number | null;
            /**
             * Water Depth
             * @description Unit: m.
             */
            depth_water?: number | null;
            /** Comment */
            comment?: string | null;
            /**
             * Total Cored Length
             * @description The drilled length of the hole's cores, summed Unit: m.
             */
            total_cored_length?: number | null;
            /**
             * Total Core Recovery
             * @description The recovered length of the hole's cores over their drilled length Unit: %.
             */
            total_core_recovery?: number | null;
            /**
             * Depth Drilled
             * @description The deepest bottom depth of the hole's cores Unit: m.
             */
            depth_drilled?: number | null;
            /** expedition_id */
            expedition_id?: number | null;
            /** program_id */
            program_id?: number | null;
            archive_files?: {
                filter: {
                    expedition: number | null;
                    site: number | null;
                    hole: number | null;
                };
                files: components["schemas"]["FileRecord"][];
            } | null;
        };
        /** Page of holes records */
        holesPage: {
            items: components["schemas"]["holes"][];
            _links: {
                self: {
                    href: string;
                };
                next?: {
                    href: string;
                };
                last?: {
                    href: string;
                };
            };
            _meta: {
                /** Format: int32 */
                totalCount: number;
                /** Format: int32 */
                pageCount: number;
                /** Format: int32 */
                currentPage: number;
                /** Format: int32 */
                perPage: number;
                /**
                 * @description totalCount is the planner's estimate: more records match than LIST_EXACT_COUNT_LIMIT (count=exact counts them all)
                 * @constant
                 */
                totalCountEstimated?: true;
            };
        };
        /**
         * programs record
         * @description A record. Model programs (module Project, table programs).
         */
        programs: {
            /**
             * ID
             * Format: int32
             */
            id: number;
            /**
             * Program
             * @description Program acronym; the first part of IGSNs (e.g. ICDP)
             */
            program: string | null;
            /** Program Name */
            program_name: string | null;
            /** Remarks */
            remarks: string | null;
        };
        /**
         * programs create body
         * @description Body creating a record. Model programs (module Project, table programs).
         */
        programsCreate: {
            /**
             * Program
             * @description Program acronym; the first part of IGSNs (e.g. ICDP)
             */
            program: string;
            /** Program Name */
            program_name: string;
            /** Remarks */
            remarks?: string | null;
        };
        /**
         * programs update body
         * @description Body changing a record: only the fields sent change. Model programs (module Project, table programs).
         */
        programsUpdate: {
            /**
             * Program
             * @description Program acronym; the first part of IGSNs (e.g. ICDP)
             */
            program?: string;
            /** Program Name */
            program_name?: string;
            /** Remarks */
            remarks?: string | null;
        };
        /**
         * programs draft
         * @description An unsaved copy of a record, to be sent to create. Model programs (module Project, table programs).
         */
        programsDraft: {
            /**
             * Program
             * @description Program acronym; the first part of IGSNs (e.g. ICDP)
             */
            program?: string | null;
            /** Program Name */
            program_name?: string | null;
            /** Remarks */
            remarks?: string | null;
        };
        /** Page of programs records */
        programsPage: {
            items: components["schemas"]["programs"][];
            _links: {
                self: {
                    href: string;
                };
                next?: {
                    href: string;
                };
                last?: {
                    href: string;
                };
            };
            _meta: {
                /** Format: int32 */
                totalCount: number;
                /** Format: int32 */
                pageCount: number;
                /** Format: int32 */
                currentPage: number;
                /** Format: int32 */
                perPage: number;
                /**
                 * @description totalCount is the planner's estimate: more records match than LIST_EXACT_COUNT_LIMIT (count=exact counts them all)
                 * @constant
                 */
                totalCountEstimated?: true;
            };
        };
        /**
         * sites record
         * @description A record. Model sites (module Project, table sites, child of expeditions).
         */
        sites: {
            /**
             * ID
             * Format: int32
             */
            id: number;
            /**
             * Expedition ID
             * Format: int32
             */
            expedition_id: number | null;
            /**
             * Site
             * @description Site number inside the expedition; the next free number when not given
             */
            site: string | null;
            /** Combined ID */
            combined_id: string | null;
            /** Site Name */
            site_name: string | null;
            /**
             * Latitude
             * @description Unit: °.
             */
            latitude: number | null;
            /**
             * Longitude
             * @description Unit: °.
             */
            longitude: number | null;
            /** Description */
            description: string | null;
            /** Comment */
            comment: string | null;
            /** program_id */
            program_id: number | null;
            /** @description files assigned to this record (read-only) */
            archive_files: {
                filter: {
                    expedition: number | null;
                    site: number | null;
                };
                files: components["schemas"]["FileRecord"][];
            };
        };
        /**
         * sites create body
         * @description Body creating a record. Model sites (module Project, table sites, child of expeditions).
         */
        sitesCreate: {
            /**
             * Expedition ID
             * Format: int32
             */
            expedition_id: number;
            /**
             * Site
             * @description Site number inside the expedition; the next free number when not given
             */
            site?: string | null;
            /** Site Name */
            site_name?: string | null;
            /**
             * Latitude
             * @description Unit: °.
             */
            latitude?: number | null;
            /**
             * Longitude
             * @description Unit: °.
             */
            longitude?: number | null;
            /** Description */
            description?: string | null;
            /** Comment */
            comment?: string | null;
        };
        /**
         * sites update body
         * @description Body changing a record: only the fields sent change. Model sites (module Project, table sites, child of expeditions).
         */
        sitesUpdate: {
            /**
             * Expedition ID
             * Format: int32
             */
            expedition_id?: number;
            /**
             * Site
             * @description Site number inside the expedition; the next free number when not given
             */
            site?: string;
            /** Site Name */
            site_name?: string | null;
            /**
             * Latitude
             * @description Unit: °.
             */
            latitude?: number | null;
            /**
             * Longitude
             * @description Unit: °.
             */
            longitude?: number | null;
            /** Description */
            description?: string | null;
            /** Comment */
            comment?: string | null;
        };
        /**
         * sites draft
         * @description An unsaved copy of a record, to be sent to create. Model sites (module Project, table sites, child of expeditions).
         */
        sitesDraft: {
            /**
             * Expedition ID
             * Format: int32
             */
            expedition_id?: number | null;
            /**
             * Site
             * @description Site number inside the expedition; the next free number when not given
             */
            site?: string | null;
            /** Site Name */
            site_name?: string | null;
            /**
             * Latitude
             * @description Unit: °.
             */
            latitude?: number | null;
            /**
             * Longitude
             * @description Unit: °.
             */
            longitude?: number | null;
            /** Description */
            description?: string | null;
            /** Comment */
            comment?: string | null;
            /** program_id */
            program_id?: number | null;
            archive_files?: {
                filter: {
                    expedition: number | null;
                    site: number | null;
                };
                files: components["schemas"]["FileRecord"][];
            } | null;
        };
        /** Page of sites records */
        sitesPage: {
            items: components["schemas"]["sites"][];
            _links: {
                self: {
                    href: string;
                };
                next?: {
                    href: string;
                };
                last?: {
                    href: string;
                };
            };
            _meta: {
                /** Format: int32 */
                totalCount: number;
                /** Format: int32 */
                pageCount: number;
                /** Format: int32 */
                currentPage: number;
                /** Format: int32 */
                perPage: number;
                /**
                 * @description totalCount is the planner's estimate: more records match than LIST_EXACT_COUNT_LIMIT (count=exact counts them all)
                 * @constant
                 */
                totalCountEstimated?: true;
            };
        };
    };
    responses: {
        /** @description Bad Request */
        BadRequest: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Bad Request",
                 *       "message": "The filter on \"core\" must be an integer; got \"two\".",
                 *       "code": 0,
                 *       "status": 400
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unauthorized */
        Unauthorized: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Unauthorized",
                 *       "message": "Your request was made with invalid credentials.",
                 *       "code": 0,
                 *       "status": 401
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Forbidden */
        Forbidden: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Forbidden",
                 *       "message": "You are not allowed to perform this action.",
                 *       "code": 0,
                 *       "status": 403
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not Found */
        NotFound: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Not Found",
                 *       "message": "Object not found: cores 42",
                 *       "code": 0,
                 *       "status": 404
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Method Not Allowed */
        MethodNotAllowed: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Method Not Allowed",
                 *       "message": "Report \"BatchEdit\" changes records: run it by POST.",
                 *       "code": 0,
                 *       "status": 405
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflict */
        Conflict: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Conflict",
                 *       "message": "A record with the same unique values already exists.",
                 *       "code": 0,
                 *       "status": 409
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Precondition Failed */
        PreconditionFailed: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Precondition Failed",
                 *       "message": "The record changed since version 4: it is at version 5, last changed by curator at 2026-11-27 10:02:11 (remarks).",
                 *       "code": 0,
                 *       "status": 412,
                 *       "version": 5,
                 *       "changedBy": {
                 *         "id": 3,
                 *         "username": "curator"
                 *       },
                 *       "changedAt": "2026-11-27 10:02:11",
                 *       "columns": [
                 *         "remarks"
                 *       ],
                 *       "current": {
                 *         "id": 12,
                 *         "remarks": "grey clay"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["StaleWrite"];
            };
        };
        /** @description Payload Too Large */
        PayloadTooLarge: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Payload Too Large",
                 *       "message": "The request body is larger than the limit.",
                 *       "code": 0,
                 *       "status": 413
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unsupported Media Type */
        UnsupportedMediaType: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Unsupported Media Type",
                 *       "message": "Unsupported Media Type: text/plain",
                 *       "code": 0,
                 *       "status": 415
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unprocessable Entity */
        UnprocessableEntity: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example [
                 *       {
                 *         "field": "hole_id",
                 *         "message": "Hole ID cannot be blank."
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["ValidationErrors"];
            };
        };
        /** @description Precondition Required */
        PreconditionRequired: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Precondition Required",
                 *       "message": "This service requires If-Match on writes: send the ETag of the record as you read it.",
                 *       "code": 0,
                 *       "status": 428
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too Many Requests */
        TooManyRequests: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Too Many Requests",
                 *       "message": "Too many requests; retry in 42 seconds.",
                 *       "code": 0,
                 *       "status": 429
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Internal Server Error */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Internal Server Error",
                 *       "message": "An internal server error occurred.",
                 *       "code": 0,
                 *       "status": 500
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Bad Gateway */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Bad Gateway",
                 *       "message": "The print command failed (1): lp: The printer or class does not exist.",
                 *       "code": 0,
                 *       "status": 502
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Service Unavailable */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Service Unavailable",
                 *       "message": "The database is unavailable.",
                 *       "code": 0,
                 *       "status": 503
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description requests allowed per minute (API_RATE_LIMIT), to the user or, without a login, to the client address */
        "RateLimit-Limit": number;
        /** @description requests left in the current minute */
        "RateLimit-Remaining": number;
        /** @description seconds until the current minute ends and the count starts again */
        "RateLimit-Reset": number;
        /** @description seconds until a new request may succeed */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description user name or e-mail */
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        username: string;
                        email: string | null;
                        /** @description effective roles: the granted one and every role below it */
                        roles: string[];
                        /** @description effective permissions, e.g. form-cores:edit, form-*:view */
                        permissions: string[];
                        /** @description the bearer token (same as access_token) */
                        token: string;
                        access_token: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                        /**
                         * Format: int32
                         * @description seconds
                         */
                        expires_in: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC
                         */
                        expires_at: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Bad Request",
                     *       "message": "The filter on \"core\" must be an integer; got \"two\".",
                     *       "code": 0,
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Payload Too Large",
                     *       "message": "The request body is larger than the limit.",
                     *       "code": 0,
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type: text/plain",
                     *       "code": 0,
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "field": "hole_id",
                     *         "message": "Hole ID cannot be blank."
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ValidationErrors"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds until a new attempt may succeed */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Too Many Requests",
                     *       "message": "Too many login attempts; retry in 42 seconds.",
                     *       "code": 0,
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAuthRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        username: string;
                        email: string | null;
                        /** @description effective roles: the granted one and every role below it */
                        roles: string[];
                        /** @description effective permissions, e.g. form-cores:edit, form-*:view */
                        permissions: string[];
                        /** @description the bearer token (same as access_token) */
                        token: string;
                        access_token: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                        /**
                         * Format: int32
                         * @description seconds
                         */
                        expires_in: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC
                         */
                        expires_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description logged out */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHealthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHealthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getForm: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: "core_section" | "cores" | "curation_corebox" | "curation_section_split" | "expeditions" | "holes" | "programs" | "sites";
                /** @description page number, from 1 */
                page?: number;
                /** @description records per page (default 20, at most 1000) */
                "per-page"?: number;
                /** @description fields separated by commas; - before a field sorts descending */
                sort?: string;
                /** @description keyset position from a next link: the page starts after that record (deep pages stay cheap) */
                cursor?: string;
                /** @description an exact totalCount even above LIST_EXACT_COUNT_LIMIT matching records (reads them all) */
                count?: "exact";
                /** @description answer the page that holds this record (in this filter and sort; page is then ignored) */
                "selected-record-id"?: string;
                /** @description only these record fields, separated by commas */
                fields?: string;
                /**
                 * @description `filter[<field>]=<value>`: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request
                 * @example {}
                 */
                filter?: {
                    [key: string]: string;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postForm: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: "core_section" | "cores" | "curation_corebox" | "curation_section_split" | "expeditions" | "holes" | "programs" | "sites";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Record"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Record"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postFormDuplicate: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: "core_section" | "cores" | "curation_corebox" | "curation_section_split" | "expeditions" | "holes" | "programs" | "sites";
                /** @description the record to copy */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Record"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postFormDefaults: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a new unsaved record to fill in and create: defaults, running number and ancestry filled */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Record"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFormById: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: "core_section" | "cores" | "curation_corebox" | "curation_section_split" | "expeditions" | "holes" | "programs" | "sites";
                /** @description the record as it was at this version of its history */
                version?: number;
            };
            header?: never;
            path: {
                /** @description record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Record"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putFormById: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: "core_section" | "cores" | "curation_corebox" | "curation_section_split" | "expeditions" | "holes" | "programs" | "sites";
            };
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Record"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Record"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteFormById: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: "core_section" | "cores" | "curation_corebox" | "curation_section_split" | "expeditions" | "holes" | "programs" | "sites";
            };
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchFormById: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: "core_section" | "cores" | "curation_corebox" | "curation_section_split" | "expeditions" | "holes" | "programs" | "sites";
            };
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Record"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Record"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFormByIdHistory: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: "core_section" | "cores" | "curation_corebox" | "curation_section_split" | "expeditions" | "holes" | "programs" | "sites";
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path: {
                /** @description record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFormDeleted: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: "core_section" | "cores" | "curation_corebox" | "curation_section_split" | "expeditions" | "holes" | "programs" | "sites";
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedRecords"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postFormByIdRestore: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: "core_section" | "cores" | "curation_corebox" | "curation_section_split" | "expeditions" | "holes" | "programs" | "sites";
                /** @description the version whose values to bring back (a deleted record without it: its last values) */
                version?: number;
            };
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Record"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGlobal: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: "core_section" | "cores" | "curation_corebox" | "curation_section_split" | "expeditions" | "holes" | "programs" | "sites";
                /** @description page number, from 1 */
                page?: number;
                /** @description records per page (default 20, at most 1000) */
                "per-page"?: number;
                /** @description fields separated by commas; - before a field sorts descending */
                sort?: string;
                /** @description keyset position from a next link: the page starts after that record (deep pages stay cheap) */
                cursor?: string;
                /** @description an exact totalCount even above LIST_EXACT_COUNT_LIMIT matching records (reads them all) */
                count?: "exact";
                /** @description answer the page that holds this record (in this filter and sort; page is then ignored) */
                "selected-record-id"?: string;
                /** @description only these record fields, separated by commas */
                fields?: string;
                /**
                 * @description `filter[<field>]=<value>`: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request
                 * @example {}
                 */
                filter?: {
                    [key: string]: string;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postGlobal: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: "core_section" | "cores" | "curation_corebox" | "curation_section_split" | "expeditions" | "holes" | "programs" | "sites";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Record"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Record"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postGlobalDuplicate: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: "core_section" | "cores" | "curation_corebox" | "curation_section_split" | "expeditions" | "holes" | "programs" | "sites";
                /** @description the record to copy */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Record"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postGlobalDefaults: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a new unsaved record to fill in and create: defaults, running number and ancestry filled */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Record"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGlobalById: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: "core_section" | "cores" | "curation_corebox" | "curation_section_split" | "expeditions" | "holes" | "programs" | "sites";
                /** @description the record as it was at this version of its history */
                version?: number;
            };
            header?: never;
            path: {
                /** @description record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Record"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putGlobalById: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: "core_section" | "cores" | "curation_corebox" | "curation_section_split" | "expeditions" | "holes" | "programs" | "sites";
            };
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Record"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Record"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteGlobalById: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: "core_section" | "cores" | "curation_corebox" | "curation_section_split" | "expeditions" | "holes" | "programs" | "sites";
            };
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchGlobalById: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: "core_section" | "cores" | "curation_corebox" | "curation_section_split" | "expeditions" | "holes" | "programs" | "sites";
            };
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Record"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Record"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGlobalByIdHistory: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: "core_section" | "cores" | "curation_corebox" | "curation_section_split" | "expeditions" | "holes" | "programs" | "sites";
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path: {
                /** @description record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGlobalDeleted: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: "core_section" | "cores" | "curation_corebox" | "curation_section_split" | "expeditions" | "holes" | "programs" | "sites";
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedRecords"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postGlobalByIdRestore: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: "core_section" | "cores" | "curation_corebox" | "curation_section_split" | "expeditions" | "holes" | "programs" | "sites";
                /** @description the version whose values to bring back (a deleted record without it: its last values) */
                version?: number;
            };
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Record"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHistory: {
        parameters: {
            query?: {
                /** @description only the records of this model (default: every model the caller may view) */
                name?: string;
                /** @description only the changes this user caused (their id) */
                user?: number;
                /** @description only changes from this time on (UTC): YYYY-MM-DD or YYYY-MM-DD HH:MM[:SS] */
                from?: string;
                /** @description only changes before this time (UTC) */
                to?: string;
                /** @description page number, from 1 */
                page?: number;
                /** @description changes per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description the model of the record */
                            model: string;
                            /**
                             * Format: int32
                             * @description the record's id
                             */
                            id: number;
                            /**
                             * Format: int32
                             * @description the record's version, from 1
                             */
                            version: number;
                            /** @description create, update, delete, or what the request that caused it did (restore, import, ...) */
                            action: string;
                            /** @description when, YYYY-MM-DD HH:MM:SS, UTC */
                            at: string;
                            /** @description who caused it (null: the service on its own, or a tool on the database) */
                            user: {
                                /** Format: int32 */
                                id: number;
                                username: string;
                            } | null;
                            /** @description the columns it changed, by name */
                            changes: {
                                [key: string]: {
                                    /** @description the value before (null: none) */
                                    from: unknown;
                                    /** @description the value after (null: none) */
                                    to: unknown;
                                };
                            };
                        }[];
                        _links: {
                            self: {
                                href: string;
                            };
                            next?: {
                                href: string;
                            };
                            last?: {
                                href: string;
                            };
                        };
                        _meta: {
                            /** Format: int32 */
                            totalCount: number;
                            /** Format: int32 */
                            pageCount: number;
                            /** Format: int32 */
                            currentPage: number;
                            /** Format: int32 */
                            perPage: number;
                            /**
                             * @description totalCount is the planner's estimate: more records match than LIST_EXACT_COUNT_LIMIT (count=exact counts them all)
                             * @enum {boolean}
                             */
                            totalCountEstimated?: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postFormImport: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: string;
                /** @description validate: check every row and write nothing; commit: write every row in one transaction, or none */
                mode?: "validate" | "commit";
                /** @description a row that gives this column updates the record it names (an empty one: a create); without key every row is a create */
                key?: "id" | "combined_id";
                /** @description the sheet of an XLSX workbook to read, by name (default: the first) */
                sheet?: string;
                /** @description leave out header cells that name no column rather than refuse the file */
                "ignore-unknown"?: boolean;
            };
            header?: {
                /** @description respond-async: answer 202 at once with the import job (its Location), which runs on; GET /api/v1/import/{id} says how far it is */
                prefer?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description the records: CSV (comma or semicolon), TSV, an XLSX workbook, or a JSON array of records as a create takes them; or one of these files as the multipart field `file` */
        requestBody: {
            content: {
                "text/csv": string;
                "text/tab-separated-values": string;
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                "application/json": {
                    [key: string]: unknown;
                }[];
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description a .csv, .tsv, .xlsx or .json file
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description rows read, the header not counted
                         */
                        rows: number;
                        /**
                         * Format: int32
                         * @description records the rows make (validate: would make)
                         */
                        wouldCreate: number;
                        /**
                         * Format: int32
                         * @description records the rows change
                         */
                        wouldUpdate: number;
                        /** @description every problem, by row and column */
                        errors: {
                            /**
                             * Format: int32
                             * @description the line of the file (the header is line 1; a JSON array: the record's position from 1)
                             */
                            row: number;
                            /** @description the column (a header cell that names none: that cell) */
                            column: string;
                            /** @description the value the row gave (null: none) */
                            value: unknown;
                            message: string;
                        }[];
                        /**
                         * Format: int32
                         * @description a commit's: the import, kept so that it can be undone (GET /api/v1/import/{id}, POST /api/v1/import/{id}/undo)
                         */
                        import?: number;
                    };
                };
            };
            /** @description committed: every row written */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description rows read, the header not counted
                         */
                        rows: number;
                        /**
                         * Format: int32
                         * @description records the rows make (validate: would make)
                         */
                        wouldCreate: number;
                        /**
                         * Format: int32
                         * @description records the rows change
                         */
                        wouldUpdate: number;
                        /** @description every problem, by row and column */
                        errors: {
                            /**
                             * Format: int32
                             * @description the line of the file (the header is line 1; a JSON array: the record's position from 1)
                             */
                            row: number;
                            /** @description the column (a header cell that names none: that cell) */
                            column: string;
                            /** @description the value the row gave (null: none) */
                            value: unknown;
                            message: string;
                        }[];
                        /**
                         * Format: int32
                         * @description a commit's: the import, kept so that it can be undone (GET /api/v1/import/{id}, POST /api/v1/import/{id}/undo)
                         */
                        import?: number;
                    };
                };
            };
            /** @description Prefer: respond-async: the import job, running (its Location: GET /api/v1/import/{id}) */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        model: string;
                        /** @enum {string} */
                        mode: "validate" | "commit";
                        /**
                         * @description running; done (a commit: every row written; a check: its problems below); failed (nothing written: the problems or the failure say why)
                         * @enum {string}
                         */
                        state: "running" | "done" | "failed";
                        /** @description when it began (UTC, YYYY-MM-DD HH:MM:SS) */
                        at: string;
                        /** @description when it ended (null: running) */
                        finishedAt: string | null;
                        /** @description who sent it */
                        user: {
                            /** Format: int32 */
                            id: number;
                            username: string;
                        };
                        /**
                         * Format: int32
                         * @description rows in the file (the total)
                         */
                        rows: number;
                        /**
                         * Format: int32
                         * @description rows checked and written so far (a commit keeps them only when all are)
                         */
                        rowsDone: number;
                        /**
                         * Format: int32
                         * @description records it created (a check: would create)
                         */
                        created: number;
                        /**
                         * Format: int32
                         * @description records it updated (a check: would update)
                         */
                        updated: number;
                        /** @description every problem, by row and column */
                        errors: {
                            /**
                             * Format: int32
                             * @description the line of the file (the header is line 1; a JSON array: the record's position from 1)
                             */
                            row: number;
                            /** @description the column (a header cell that names none: that cell) */
                            column: string;
                            /** @description the value the row gave (null: none) */
                            value: unknown;
                            message: string;
                        }[];
                        /** @description why a job failed */
                        failure: string | null;
                        /** @description when it was undone (null: it stands) */
                        undoneAt: string | null;
                        /** @description who undid it */
                        undoneBy: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getImportById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the import, as its commit answered it */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        model: string;
                        /** @enum {string} */
                        mode: "validate" | "commit";
                        /**
                         * @description running; done (a commit: every row written; a check: its problems below); failed (nothing written: the problems or the failure say why)
                         * @enum {string}
                         */
                        state: "running" | "done" | "failed";
                        /** @description when it began (UTC, YYYY-MM-DD HH:MM:SS) */
                        at: string;
                        /** @description when it ended (null: running) */
                        finishedAt: string | null;
                        /** @description who sent it */
                        user: {
                            /** Format: int32 */
                            id: number;
                            username: string;
                        };
                        /**
                         * Format: int32
                         * @description rows in the file (the total)
                         */
                        rows: number;
                        /**
                         * Format: int32
                         * @description rows checked and written so far (a commit keeps them only when all are)
                         */
                        rowsDone: number;
                        /**
                         * Format: int32
                         * @description records it created (a check: would create)
                         */
                        created: number;
                        /**
                         * Format: int32
                         * @description records it updated (a check: would update)
                         */
                        updated: number;
                        /** @description every problem, by row and column */
                        errors: {
                            /**
                             * Format: int32
                             * @description the line of the file (the header is line 1; a JSON array: the record's position from 1)
                             */
                            row: number;
                            /** @description the column (a header cell that names none: that cell) */
                            column: string;
                            /** @description the value the row gave (null: none) */
                            value: unknown;
                            message: string;
                        }[];
                        /** @description why a job failed */
                        failure: string | null;
                        /** @description when it was undone (null: it stands) */
                        undoneAt: string | null;
                        /** @description who undid it */
                        undoneBy: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postImportByIdUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the import, as its commit answered it */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        model: string;
                        /** @enum {string} */
                        mode: "validate" | "commit";
                        /**
                         * @description running; done (a commit: every row written; a check: its problems below); failed (nothing written: the problems or the failure say why)
                         * @enum {string}
                         */
                        state: "running" | "done" | "failed";
                        /** @description when it began (UTC, YYYY-MM-DD HH:MM:SS) */
                        at: string;
                        /** @description when it ended (null: running) */
                        finishedAt: string | null;
                        /** @description who sent it */
                        user: {
                            /** Format: int32 */
                            id: number;
                            username: string;
                        };
                        /**
                         * Format: int32
                         * @description rows in the file (the total)
                         */
                        rows: number;
                        /**
                         * Format: int32
                         * @description rows checked and written so far (a commit keeps them only when all are)
                         */
                        rowsDone: number;
                        /**
                         * Format: int32
                         * @description records it created (a check: would create)
                         */
                        created: number;
                        /**
                         * Format: int32
                         * @description records it updated (a check: would update)
                         */
                        updated: number;
                        /** @description every problem, by row and column */
                        errors: {
                            /**
                             * Format: int32
                             * @description the line of the file (the header is line 1; a JSON array: the record's position from 1)
                             */
                            row: number;
                            /** @description the column (a header cell that names none: that cell) */
                            column: string;
                            /** @description the value the row gave (null: none) */
                            value: unknown;
                            message: string;
                        }[];
                        /** @description why a job failed */
                        failure: string | null;
                        /** @description when it was undone (null: it stands) */
                        undoneAt: string | null;
                        /** @description who undid it */
                        undoneBy: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getImporter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the importer's name */
                        class: string;
                        title: string;
                        /** @description the file names it reads: a regular expression (JavaScript), matched ignoring case */
                        extensionRegExp: string;
                        /** @description whether the import names a data model (name=); the value-list importer names a list instead (listname=) */
                        modelNameRequired: boolean;
                        /** @description the endpoint that takes the file */
                        url: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFormImportTemplate: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a CSV to fill in: the header of the columns a create takes (labels, units in brackets) and an example row */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAppFindIgsnByIgsn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description an IGSN the service assigned, e.g. ICDP5065EC10001 (any case) */
                igsn: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the model and the record that hold the IGSN */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the model (?name= of the data API) whose record holds the IGSN */
                        model: string;
                        /**
                         * Format: int32
                         * @description the record id
                         */
                        id: number;
                        /** @description the record, as the data API reads it */
                        record: components["schemas"]["Record"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFormFilterLists: {
        parameters: {
            query: {
                /** @description JSON: the models of the filter bar, each with the parent choice that narrows it, e.g. [{"model":"expeditions","require":null},{"model":"sites","require":{"as":"expedition_id","value":1}}] */
                models: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: ({
                            /**
                             * Format: int32
                             * @description the record id
                             */
                            value: number;
                            /** @description the record's name (its name attribute, e.g. the hole letter), or its id */
                            text: string | null;
                        } & {
                            [key: string]: number | string | null;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFormAsyncLists: {
        parameters: {
            query: {
                /** @description the data model */
                name: string;
                /** @description the text field shown and the value field chosen, separated by a comma (combined_id,id); one field is both */
                fields: string;
                /** @description the start of the text typed (any letter case); empty or null for any */
                q?: string;
                /** @description the values already chosen, separated by commas: answered first */
                value?: string;
                /** @description the field to order by (default: the text field) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the chosen records first, then at most 100 whose text starts with q, each as {value field: value, text field: text} */
                        items: {
                            [key: string]: number | string | boolean | null;
                        }[];
                        /**
                         * Format: int32
                         * @description how many records match q (the chosen aside), only when more than 100 do: exact up to LIST_EXACT_COUNT_LIMIT, estimated above
                         */
                        totalCount?: number;
                        /**
                         * @description totalCount is the planner's estimate (more matched than LIST_EXACT_COUNT_LIMIT)
                         * @enum {boolean}
                         */
                        totalCountEstimated?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGlobalFilterLists: {
        parameters: {
            query: {
                /** @description JSON: the models of the filter bar, each with the parent choice that narrows it, e.g. [{"model":"expeditions","require":null},{"model":"sites","require":{"as":"expedition_id","value":1}}] */
                models: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: ({
                            /**
                             * Format: int32
                             * @description the record id
                             */
                            value: number;
                            /** @description the record's name (its name attribute, e.g. the hole letter), or its id */
                            text: string | null;
                        } & {
                            [key: string]: number | string | null;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGlobalAsyncLists: {
        parameters: {
            query: {
                /** @description the data model */
                name: string;
                /** @description the text field shown and the value field chosen, separated by a comma (combined_id,id); one field is both */
                fields: string;
                /** @description the start of the text typed (any letter case); empty or null for any */
                q?: string;
                /** @description the values already chosen, separated by commas: answered first */
                value?: string;
                /** @description the field to order by (default: the text field) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the chosen records first, then at most 100 whose text starts with q, each as {value field: value, text field: text} */
                        items: {
                            [key: string]: number | string | boolean | null;
                        }[];
                        /**
                         * Format: int32
                         * @description how many records match q (the chosen aside), only when more than 100 do: exact up to LIST_EXACT_COUNT_LIMIT, estimated above
                         */
                        totalCount?: number;
                        /**
                         * @description totalCount is the planner's estimate (more matched than LIST_EXACT_COUNT_LIMIT)
                         * @enum {boolean}
                         */
                        totalCountEstimated?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAppForms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: {
                            /** @description form name (for the default form: the model's) */
                            name: string;
                            /** @description API name of its model */
                            model: string;
                            module: string;
                            /** @description mDIS FullName of its model (the API name when it has none) */
                            dataModel: string;
                            /** @description API name of its model's parent model (null for a model without one): the app links a record to its parent and children */
                            parent: string | null;
                            /** @description true for a stored form, false for the default one derived from the template */
                            custom: boolean;
                            /** @description Unix time of the last change of a stored form */
                            modifiedAt: number | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAppConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAppConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description the keys to set, each with its new value (any JSON; null deletes the key), others unchanged. Keys: lowercase words (a-z, 0-9) joined by "." or "-", at most 100 characters (422 naming each bad one); values nest arrays and objects at most 64 levels deep (422); at most 100 keys and 65536 bytes of JSON per value (413); a configuration holds at most 1000 keys and 1048576 bytes of values (409 beyond) */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAppConfigByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a configuration key: lowercase words (a-z, 0-9) joined by "." or "-", at most 100 characters, e.g. grid.columns.cores */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAppUserConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAppUserConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description the keys to set, each with its new value (any JSON; null deletes the key), others unchanged. Keys: lowercase words (a-z, 0-9) joined by "." or "-", at most 100 characters (422 naming each bad one); values nest arrays and objects at most 64 levels deep (422); at most 100 keys and 65536 bytes of JSON per value (413); a configuration holds at most 1000 keys and 1048576 bytes of values (409 beyond) */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAppUserConfigByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a configuration key: lowercase words (a-z, 0-9) joined by "." or "-", at most 100 characters, e.g. grid.columns.cores */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getListValues: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description items per page (default 20, at most 1000); -1 returns every item on one page */
                "per-page"?: number;
                /** @description fields separated by commas, - for descending, e.g. listname,sort */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ListValue"][];
                        _links: {
                            self: {
                                href: string;
                            };
                            next?: {
                                href: string;
                            };
                            last?: {
                                href: string;
                            };
                        };
                        _meta: {
                            /** Format: int32 */
                            totalCount: number;
                            /** Format: int32 */
                            pageCount: number;
                            /** Format: int32 */
                            currentPage: number;
                            /** Format: int32 */
                            perPage: number;
                            /**
                             * @description totalCount is the planner's estimate: more records match than LIST_EXACT_COUNT_LIMIT (count=exact counts them all)
                             * @enum {boolean}
                             */
                            totalCountEstimated?: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postListValues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a list that does not exist yet is created */
                    listname: string;
                    /** @description unique within its list */
                    display: string;
                    remark?: string;
                    /**
                     * Format: int32
                     * @description position in the list; the next one when not given
                     */
                    sort?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        listname: string;
                        /** @description the stored value (short code) */
                        display: string;
                        /** @description the shown text */
                        remark: string;
                        /** Format: int32 */
                        sort: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getListValuesListNames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getListValuesList: {
        parameters: {
            query: {
                /** @description the list */
                listname: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        listname: string;
                        /** @description the same as listname, as mDIS names it */
                        list_name: string;
                        /** @description a locked list and its items take changes from role sa only */
                        is_locked: boolean;
                        /** @description the URI of the vocabulary the list stands for, if any */
                        list_uri: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putListValuesList: {
        parameters: {
            query: {
                /** @description the list */
                listname: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description locking and unlocking: role sa only (1 and 0 are taken too, as mDIS clients send them) */
                    is_locked?: boolean;
                    /** @description an absolute http or https URI; null or empty for none */
                    list_uri?: null | string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        listname: string;
                        /** @description the same as listname, as mDIS names it */
                        list_name: string;
                        /** @description a locked list and its items take changes from role sa only */
                        is_locked: boolean;
                        /** @description the URI of the vocabulary the list stands for, if any */
                        list_uri: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getListValuesExport: {
        parameters: {
            query?: {
                /** @description the list whose items are exported; every list when not given */
                listname?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the items: listname, display, remark, sort */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postListValuesImport: {
        parameters: {
            query: {
                /** @description the list the items go into (created when it does not exist) */
                listname: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description the items */
        requestBody: {
            content: {
                "text/csv": string;
                "text/tab-separated-values": string;
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description items the file holds
                         */
                        rows: number;
                        /**
                         * Format: int32
                         * @description items added to the list
                         */
                        created: number;
                        /**
                         * Format: int32
                         * @description items the list had, their remark and sort as the file gives them
                         */
                        updated: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putListValuesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description unique within its list */
                    display?: string;
                    remark?: string;
                    /** Format: int32 */
                    sort?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        listname: string;
                        /** @description the stored value (short code) */
                        display: string;
                        /** @description the shown text */
                        remark: string;
                        /** Format: int32 */
                        sort: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteListValuesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description deleted */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFile: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description entries per page (default 20, at most 1000) */
                "per-page"?: number;
                /** @description name, size, modified or mime, - for descending; default -modified */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            /**
                             * Format: int64
                             * @description bytes
                             */
                            size: number;
                            /** @description YYYY-MM-DD HH:MM:SS (UTC) */
                            modified: string;
                            /** @description sniffed from the content */
                            mime: string;
                        }[];
                        _links: {
                            self: {
                                href: string;
                            };
                            next?: {
                                href: string;
                            };
                            last?: {
                                href: string;
                            };
                        };
                        _meta: {
                            /** Format: int32 */
                            totalCount: number;
                            /** Format: int32 */
                            pageCount: number;
                            /** Format: int32 */
                            currentPage: number;
                            /** Format: int32 */
                            perPage: number;
                            /**
                             * @description totalCount is the planner's estimate: more records match than LIST_EXACT_COUNT_LIMIT (count=exact counts them all)
                             * @enum {boolean}
                             */
                            totalCountEstimated?: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postFileUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description files under any field name */
        requestBody: {
            content: {
                "multipart/form-data": {
                    file?: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        /**
                         * Format: int64
                         * @description bytes
                         */
                        size: number;
                        /** @description YYYY-MM-DD HH:MM:SS (UTC) */
                        modified: string;
                        /** @description sniffed from the content */
                        mime: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postFileDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filenames: string[];
                };
            };
        };
        responses: {
            /** @description deleted */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postFileAssign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    selectedFilenames: string[];
                    /** @description a display of the list UPLOAD_FILE_TYPE; its remark is the archive folder */
                    fileType: string;
                    number?: string | number | null;
                    remarks?: string | null;
                    analyst?: string | null;
                    /** @description the deepest given level is the parent record; the others must be its ancestors */
                    assignIds: {
                        expedition?: number | null;
                        site?: number | null;
                        hole?: number | null;
                        core?: number | null;
                        section?: number | null;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        parent_combined_id: string | null;
                        type: string | null;
                        number: string | null;
                        /** @description the stored name: `<type>_<parent combined id>[_<number>].F<id>.<ext>` */
                        filename: string;
                        original_filename: string;
                        /**
                         * Format: int64
                         * @description bytes
                         */
                        filesize: number;
                        mime_type: string;
                        /** @description MD5, hex */
                        checksum: string;
                        /** @description YYYY-MM-DD HH:MM:SS (UTC) */
                        upload_date: string;
                        expedition_id: number | null;
                        site_id: number | null;
                        hole_id: number | null;
                        core_id: number | null;
                        section_id: number | null;
                        remarks: string | null;
                        /** @description JSON text: sniffed type and extension, size, modification time */
                        metadata: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putFileUnassignByFileId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        parent_combined_id: string | null;
                        type: string | null;
                        number: string | null;
                        /** @description the stored name: `<type>_<parent combined id>[_<number>].F<id>.<ext>` */
                        filename: string;
                        original_filename: string;
                        /**
                         * Format: int64
                         * @description bytes
                         */
                        filesize: number;
                        mime_type: string;
                        /** @description MD5, hex */
                        checksum: string;
                        /** @description YYYY-MM-DD HH:MM:SS (UTC) */
                        upload_date: string;
                        expedition_id: number | null;
                        site_id: number | null;
                        hole_id: number | null;
                        core_id: number | null;
                        section_id: number | null;
                        remarks: string | null;
                        /** @description JSON text: sniffed type and extension, size, modification time */
                        metadata: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFileDownloadByFileId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the stored bytes, with the type sniffed from them at upload (e.g. image/jpeg, text/plain) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAuthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description password or refresh_token */
                    grant_type: string;
                    /** @description password grant: user name or e-mail */
                    username?: string;
                    /** @description password grant */
                    password?: string;
                    /** @description refresh_token grant */
                    refresh_token?: string;
                    /** @description ignored: access follows the user's roles */
                    scope?: string;
                    /** @description any: clients are public and not registered */
                    client_id?: string;
                    /** @description ignored */
                    client_secret?: string;
                } & {
                    [key: string]: unknown;
                };
                "application/x-www-form-urlencoded": {
                    /** @description password or refresh_token */
                    grant_type: string;
                    /** @description password grant: user name or e-mail */
                    username?: string;
                    /** @description password grant */
                    password?: string;
                    /** @description refresh_token grant */
                    refresh_token?: string;
                    /** @description ignored: access follows the user's roles */
                    scope?: string;
                    /** @description any: clients are public and not registered */
                    client_id?: string;
                    /** @description ignored */
                    client_secret?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the bearer token */
                        access_token: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                        /**
                         * Format: int32
                         * @description seconds
                         */
                        expires_in: number;
                        /** @description redeemable once, within 30 days, for the next pair */
                        refresh_token: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example invalid_grant */
                        error: string;
                        error_description: string;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example invalid_grant */
                        error: string;
                        error_description: string;
                    };
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds until a new attempt may succeed */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example invalid_grant */
                        error: string;
                        error_description: string;
                    };
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example invalid_grant */
                        error: string;
                        error_description: string;
                    };
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example invalid_grant */
                        error: string;
                        error_description: string;
                    };
                };
            };
        };
    };
    getUsers: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description users per page (default 20, at most 1000) */
                "per-page"?: number;
                /** @description id, username, email, created_at or updated_at, comma-separated; - for descending */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ManagedUser"][];
                        _links: {
                            self: {
                                href: string;
                            };
                            next?: {
                                href: string;
                            };
                            last?: {
                                href: string;
                            };
                        };
                        _meta: {
                            /** Format: int32 */
                            totalCount: number;
                            /** Format: int32 */
                            pageCount: number;
                            /** Format: int32 */
                            currentPage: number;
                            /** Format: int32 */
                            perPage: number;
                            /**
                             * @description totalCount is the planner's estimate: more records match than LIST_EXACT_COUNT_LIMIT (count=exact counts them all)
                             * @enum {boolean}
                             */
                            totalCountEstimated?: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 2 to 64 letters, digits or _ . @ -; unique regardless of case */
                    username: string;
                    /** @description the name shown for the user (free text); null or empty for none */
                    name?: null | string;
                    /** @description unique regardless of case; logs in like the user name; null or empty for none */
                    email?: null | string;
                    /** @description at least 8 characters */
                    password: string;
                    /** @description granted roles, any of viewer, operator, developer, administrator, sa; each includes the ones before it */
                    roles: string[];
                    /** @description granted permissions `form-<model>:view|edit` or `form-*:view|edit`; when empty a viewer holds form-*:view and an operator form-*:edit */
                    permissions?: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        username: string;
                        /** @description the name shown for the user, if any */
                        name: string | null;
                        email: string | null;
                        /** @description granted roles, as stored */
                        roles: string[];
                        /** @description granted permissions, as stored */
                        permissions: string[];
                        /** @description the granted role and every role below it */
                        effective_roles: string[];
                        /** @description what the access checks use */
                        effective_permissions: string[];
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC
                         */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        username: string;
                        /** @description the name shown for the user, if any */
                        name: string | null;
                        email: string | null;
                        /** @description granted roles, as stored */
                        roles: string[];
                        /** @description granted permissions, as stored */
                        permissions: string[];
                        /** @description the granted role and every role below it */
                        effective_roles: string[];
                        /** @description what the access checks use */
                        effective_permissions: string[];
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC
                         */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 2 to 64 letters, digits or _ . @ -; unique regardless of case */
                    username?: string;
                    /** @description the name shown for the user (free text); null or empty for none */
                    name?: null | string;
                    /** @description unique regardless of case; logs in like the user name; null or empty for none */
                    email?: null | string;
                    /** @description a new password ends every session of the user (except the caller's own) */
                    password?: string;
                    /** @description granted roles, any of viewer, operator, developer, administrator, sa; each includes the ones before it */
                    roles?: string[];
                    /** @description granted permissions `form-<model>:view|edit` or `form-*:view|edit`; when empty a viewer holds form-*:view and an operator form-*:edit */
                    permissions?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        username: string;
                        /** @description the name shown for the user, if any */
                        name: string | null;
                        email: string | null;
                        /** @description granted roles, as stored */
                        roles: string[];
                        /** @description granted permissions, as stored */
                        permissions: string[];
                        /** @description the granted role and every role below it */
                        effective_roles: string[];
                        /** @description what the access checks use */
                        effective_permissions: string[];
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC
                         */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description deleted */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        username: string;
                        /** @description the name shown for the user, if any */
                        name: string | null;
                        email: string | null;
                        /** @description granted roles, as stored */
                        roles: string[];
                        /** @description granted permissions, as stored */
                        permissions: string[];
                        /** @description the granted role and every role below it */
                        effective_roles: string[];
                        /** @description what the access checks use */
                        effective_permissions: string[];
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC
                         */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the name shown for you (free text); null or empty for none */
                    name?: null | string;
                    /** @description unique regardless of case; logs in like the user name; null or empty for none */
                    email?: null | string;
                    /** @description your current password: needed to change the e-mail, the address a password reset is mailed to */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        username: string;
                        /** @description the name shown for the user, if any */
                        name: string | null;
                        email: string | null;
                        /** @description granted roles, as stored */
                        roles: string[];
                        /** @description granted permissions, as stored */
                        permissions: string[];
                        /** @description the granted role and every role below it */
                        effective_roles: string[];
                        /** @description what the access checks use */
                        effective_permissions: string[];
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC
                         */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAccountChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description your current password (a wrong one counts as a failed login attempt) */
                    oldPassword: string;
                    /** @description at least 8 characters */
                    newPassword: string;
                    /** @description the new password again */
                    newPasswordConfirmation: string;
                };
            };
        };
        responses: {
            /** @description password changed; the other sessions ended */
            204: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Bad Request",
                     *       "message": "The filter on \"core\" must be an integer; got \"two\".",
                     *       "code": 0,
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Unauthorized",
                     *       "message": "Your request was made with invalid credentials.",
                     *       "code": 0,
                     *       "status": 401
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Conflict",
                     *       "message": "A record with the same unique values already exists.",
                     *       "code": 0,
                     *       "status": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Payload Too Large",
                     *       "message": "The request body is larger than the limit.",
                     *       "code": 0,
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type: text/plain",
                     *       "code": 0,
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "field": "hole_id",
                     *         "message": "Hole ID cannot be blank."
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ValidationErrors"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds until a new attempt may succeed */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Too Many Requests",
                     *       "message": "Too many login attempts; retry in 42 seconds.",
                     *       "code": 0,
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAccountForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the e-mail address of your account */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the same whether or not the address belongs to an account */
                        message: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Bad Request",
                     *       "message": "The filter on \"core\" must be an integer; got \"two\".",
                     *       "code": 0,
                     *       "status": 400
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Conflict",
                     *       "message": "A record with the same unique values already exists.",
                     *       "code": 0,
                     *       "status": 409
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Payload Too Large",
                     *       "message": "The request body is larger than the limit.",
                     *       "code": 0,
                     *       "status": 413
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Unsupported Media Type",
                     *       "message": "Unsupported Media Type: text/plain",
                     *       "code": 0,
                     *       "status": 415
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "field": "hole_id",
                     *         "message": "Hole ID cannot be blank."
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ValidationErrors"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description attempts allowed per minute (LOGIN_RATE_LIMIT) */
                    "X-RateLimit-Limit"?: number;
                    /** @description attempts left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description seconds until the current minute ends */
                    "X-RateLimit-Reset"?: number;
                    /** @description seconds until a new attempt may succeed */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Too Many Requests",
                     *       "message": "Too many login attempts; retry in 42 seconds.",
                     *       "code": 0,
                     *       "status": 429
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAccountResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the token of the mail */
                    token: string;
                    /** @description at least 8 characters */
                    newPassword: string;
                    /** @description the new password again */
                    newPasswordConfirmation: string;
                };
            };
        };
        responses: {
            /** @description password set; every session of the account ended */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWidgets: {
        parameters: {
            query?: {
                /** @description id, type, title or order, comma-separated, - for descending; default order,id */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Widget"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putWidgets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description widgets to change at once, each by id with the fields to change (e.g. order, active, sizes): all of them or none */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the front-end component that shows the widget
                     * @enum {string}
                     */
                    type?: "ProjectInformationWidget" | "InstructionsWidget" | "MessageOfTheDayWidget" | "PostBoxWidget" | "SitesAndHolesMapWidget" | "SimpleChartWidget";
                    /** @description the heading */
                    title?: string | null;
                    /** @description the line below the heading */
                    subtitle?: string | null;
                    /** @description shown on the dashboard (default true) (1 and 0 are taken too, as mDIS clients send them) */
                    active?: boolean;
                    /**
                     * Format: int32
                     * @description columns of 12 the widget spans on extra small screens (default 12)
                     */
                    xs_size?: number;
                    /**
                     * Format: int32
                     * @description columns of 12 the widget spans on small screens (default 6)
                     */
                    sm_size?: number;
                    /**
                     * Format: int32
                     * @description columns of 12 the widget spans on medium screens (default 4)
                     */
                    md_size?: number;
                    /**
                     * Format: int32
                     * @description columns of 12 the widget spans on large screens (default 3)
                     */
                    lg_size?: number;
                    /**
                     * Format: int32
                     * @description position on the dashboard, ascending (default: after the last)
                     */
                    order?: number;
                    /** @description the component's own settings, any JSON object (at most 131072 bytes of JSON, 32 levels of arrays and objects); read back as written; null is {} */
                    extraSettings?: Record<string, never> | null;
                    /** @description a colour name or #hex code for the widget's header */
                    color?: string | null;
                    /** @description the header is dark, its text light (default true) (1 and 0 are taken too, as mDIS clients send them) */
                    is_dark?: boolean;
                    /**
                     * Format: int32
                     * @description the widget to change
                     */
                    id: number;
                    /** @description deletable: read-only, ignored (accepted so that a client may send back a widget as it read it) */
                    deletable?: unknown;
                    /** @description cloneable: read-only, ignored (accepted so that a client may send back a widget as it read it) */
                    cloneable?: unknown;
                }[];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description that every widget was changed */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWidgets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the front-end component that shows the widget
                     * @enum {string}
                     */
                    type: "ProjectInformationWidget" | "InstructionsWidget" | "MessageOfTheDayWidget" | "PostBoxWidget" | "SitesAndHolesMapWidget" | "SimpleChartWidget";
                    /** @description the heading */
                    title?: string | null;
                    /** @description the line below the heading */
                    subtitle?: string | null;
                    /** @description shown on the dashboard (default true) (1 and 0 are taken too, as mDIS clients send them) */
                    active?: boolean;
                    /**
                     * Format: int32
                     * @description columns of 12 the widget spans on extra small screens (default 12)
                     */
                    xs_size?: number;
                    /**
                     * Format: int32
                     * @description columns of 12 the widget spans on small screens (default 6)
                     */
                    sm_size?: number;
                    /**
                     * Format: int32
                     * @description columns of 12 the widget spans on medium screens (default 4)
                     */
                    md_size?: number;
                    /**
                     * Format: int32
                     * @description columns of 12 the widget spans on large screens (default 3)
                     */
                    lg_size?: number;
                    /**
                     * Format: int32
                     * @description position on the dashboard, ascending (default: after the last)
                     */
                    order?: number;
                    /** @description the component's own settings, any JSON object (at most 131072 bytes of JSON, 32 levels of arrays and objects); read back as written; null is {} */
                    extraSettings?: Record<string, never> | null;
                    /** @description a colour name or #hex code for the widget's header */
                    color?: string | null;
                    /** @description the header is dark, its text light (default true) (1 and 0 are taken too, as mDIS clients send them) */
                    is_dark?: boolean;
                    /** @description DELETE may take the widget (default true) (1 and 0 are taken too, as mDIS clients send them) */
                    deletable?: boolean;
                    /** @description duplicate may copy the widget (default false) (1 and 0 are taken too, as mDIS clients send them) */
                    cloneable?: boolean;
                    /** @description id: read-only, ignored (accepted so that a client may send back a widget as it read it) */
                    id?: unknown;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        /**
                         * @description the front-end component that shows the widget
                         * @enum {string}
                         */
                        type: "ProjectInformationWidget" | "InstructionsWidget" | "MessageOfTheDayWidget" | "PostBoxWidget" | "SitesAndHolesMapWidget" | "SimpleChartWidget";
                        /** @description the heading */
                        title: string | null;
                        /** @description the line below the heading */
                        subtitle: string | null;
                        active: boolean;
                        /**
                         * Format: int32
                         * @description columns of 12 the widget spans on extra small screens (default 12)
                         */
                        xs_size: number;
                        /**
                         * Format: int32
                         * @description columns of 12 the widget spans on small screens (default 6)
                         */
                        sm_size: number;
                        /**
                         * Format: int32
                         * @description columns of 12 the widget spans on medium screens (default 4)
                         */
                        md_size: number;
                        /**
                         * Format: int32
                         * @description columns of 12 the widget spans on large screens (default 3)
                         */
                        lg_size: number;
                        /**
                         * Format: int32
                         * @description position on the dashboard, ascending (default: after the last)
                         */
                        order: number;
                        /** @description the component's own settings, any JSON object (at most 131072 bytes of JSON, 32 levels of arrays and objects); read back as written */
                        extraSettings: {
                            [key: string]: unknown;
                        };
                        /** @description a colour name or #hex code for the widget's header */
                        color: string | null;
                        is_dark: boolean;
                        /** @description DELETE takes the widget (409 otherwise) */
                        deletable: boolean;
                        /** @description duplicate copies the widget (409 otherwise) */
                        cloneable: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWidgetsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description widget id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        /**
                         * @description the front-end component that shows the widget
                         * @enum {string}
                         */
                        type: "ProjectInformationWidget" | "InstructionsWidget" | "MessageOfTheDayWidget" | "PostBoxWidget" | "SitesAndHolesMapWidget" | "SimpleChartWidget";
                        /** @description the heading */
                        title: string | null;
                        /** @description the line below the heading */
                        subtitle: string | null;
                        active: boolean;
                        /**
                         * Format: int32
                         * @description columns of 12 the widget spans on extra small screens (default 12)
                         */
                        xs_size: number;
                        /**
                         * Format: int32
                         * @description columns of 12 the widget spans on small screens (default 6)
                         */
                        sm_size: number;
                        /**
                         * Format: int32
                         * @description columns of 12 the widget spans on medium screens (default 4)
                         */
                        md_size: number;
                        /**
                         * Format: int32
                         * @description columns of 12 the widget spans on large screens (default 3)
                         */
                        lg_size: number;
                        /**
                         * Format: int32
                         * @description position on the dashboard, ascending (default: after the last)
                         */
                        order: number;
                        /** @description the component's own settings, any JSON object (at most 131072 bytes of JSON, 32 levels of arrays and objects); read back as written */
                        extraSettings: {
                            [key: string]: unknown;
                        };
                        /** @description a colour name or #hex code for the widget's header */
                        color: string | null;
                        is_dark: boolean;
                        /** @description DELETE takes the widget (409 otherwise) */
                        deletable: boolean;
                        /** @description duplicate copies the widget (409 otherwise) */
                        cloneable: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putWidgetsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description widget id */
                id: number;
            };
            cookie?: never;
        };
        /** @description the fields to change; the others stay */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the front-end component that shows the widget
                     * @enum {string}
                     */
                    type?: "ProjectInformationWidget" | "InstructionsWidget" | "MessageOfTheDayWidget" | "PostBoxWidget" | "SitesAndHolesMapWidget" | "SimpleChartWidget";
                    /** @description the heading */
                    title?: string | null;
                    /** @description the line below the heading */
                    subtitle?: string | null;
                    /** @description shown on the dashboard (default true) (1 and 0 are taken too, as mDIS clients send them) */
                    active?: boolean;
                    /**
                     * Format: int32
                     * @description columns of 12 the widget spans on extra small screens (default 12)
                     */
                    xs_size?: number;
                    /**
                     * Format: int32
                     * @description columns of 12 the widget spans on small screens (default 6)
                     */
                    sm_size?: number;
                    /**
                     * Format: int32
                     * @description columns of 12 the widget spans on medium screens (default 4)
                     */
                    md_size?: number;
                    /**
                     * Format: int32
                     * @description columns of 12 the widget spans on large screens (default 3)
                     */
                    lg_size?: number;
                    /**
                     * Format: int32
                     * @description position on the dashboard, ascending (default: after the last)
                     */
                    order?: number;
                    /** @description the component's own settings, any JSON object (at most 131072 bytes of JSON, 32 levels of arrays and objects); read back as written; null is {} */
                    extraSettings?: Record<string, never> | null;
                    /** @description a colour name or #hex code for the widget's header */
                    color?: string | null;
                    /** @description the header is dark, its text light (default true) (1 and 0 are taken too, as mDIS clients send them) */
                    is_dark?: boolean;
                    /** @description id (the path names the widget): read-only, ignored (accepted so that a client may send back a widget as it read it) */
                    id?: unknown;
                    /** @description deletable: read-only, ignored (accepted so that a client may send back a widget as it read it) */
                    deletable?: unknown;
                    /** @description cloneable: read-only, ignored (accepted so that a client may send back a widget as it read it) */
                    cloneable?: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        /**
                         * @description the front-end component that shows the widget
                         * @enum {string}
                         */
                        type: "ProjectInformationWidget" | "InstructionsWidget" | "MessageOfTheDayWidget" | "PostBoxWidget" | "SitesAndHolesMapWidget" | "SimpleChartWidget";
                        /** @description the heading */
                        title: string | null;
                        /** @description the line below the heading */
                        subtitle: string | null;
                        active: boolean;
                        /**
                         * Format: int32
                         * @description columns of 12 the widget spans on extra small screens (default 12)
                         */
                        xs_size: number;
                        /**
                         * Format: int32
                         * @description columns of 12 the widget spans on small screens (default 6)
                         */
                        sm_size: number;
                        /**
                         * Format: int32
                         * @description columns of 12 the widget spans on medium screens (default 4)
                         */
                        md_size: number;
                        /**
                         * Format: int32
                         * @description columns of 12 the widget spans on large screens (default 3)
                         */
                        lg_size: number;
                        /**
                         * Format: int32
                         * @description position on the dashboard, ascending (default: after the last)
                         */
                        order: number;
                        /** @description the component's own settings, any JSON object (at most 131072 bytes of JSON, 32 levels of arrays and objects); read back as written */
                        extraSettings: {
                            [key: string]: unknown;
                        };
                        /** @description a colour name or #hex code for the widget's header */
                        color: string | null;
                        is_dark: boolean;
                        /** @description DELETE takes the widget (409 otherwise) */
                        deletable: boolean;
                        /** @description duplicate copies the widget (409 otherwise) */
                        cloneable: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWidgetsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description widget id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description deleted */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWidgetsDuplicateById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description widget id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        /**
                         * @description the front-end component that shows the widget
                         * @enum {string}
                         */
                        type: "ProjectInformationWidget" | "InstructionsWidget" | "MessageOfTheDayWidget" | "PostBoxWidget" | "SitesAndHolesMapWidget" | "SimpleChartWidget";
                        /** @description the heading */
                        title: string | null;
                        /** @description the line below the heading */
                        subtitle: string | null;
                        active: boolean;
                        /**
                         * Format: int32
                         * @description columns of 12 the widget spans on extra small screens (default 12)
                         */
                        xs_size: number;
                        /**
                         * Format: int32
                         * @description columns of 12 the widget spans on small screens (default 6)
                         */
                        sm_size: number;
                        /**
                         * Format: int32
                         * @description columns of 12 the widget spans on medium screens (default 4)
                         */
                        md_size: number;
                        /**
                         * Format: int32
                         * @description columns of 12 the widget spans on large screens (default 3)
                         */
                        lg_size: number;
                        /**
                         * Format: int32
                         * @description position on the dashboard, ascending (default: after the last)
                         */
                        order: number;
                        /** @description the component's own settings, any JSON object (at most 131072 bytes of JSON, 32 levels of arrays and objects); read back as written */
                        extraSettings: {
                            [key: string]: unknown;
                        };
                        /** @description a colour name or #hex code for the widget's header */
                        color: string | null;
                        is_dark: boolean;
                        /** @description DELETE takes the widget (409 otherwise) */
                        deletable: boolean;
                        /** @description duplicate copies the widget (409 otherwise) */
                        cloneable: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMessages: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description messages per page (default 20, at most 1000) */
                "per-page"?: number;
                /** @description id, date, created_at or updated_at, comma-separated, - for descending; default date,id */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Message"][];
                        _links: {
                            self: {
                                href: string;
                            };
                            next?: {
                                href: string;
                            };
                            last?: {
                                href: string;
                            };
                        };
                        _meta: {
                            /** Format: int32 */
                            totalCount: number;
                            /** Format: int32 */
                            pageCount: number;
                            /** Format: int32 */
                            currentPage: number;
                            /** Format: int32 */
                            perPage: number;
                            /**
                             * @description totalCount is the planner's estimate: more records match than LIST_EXACT_COUNT_LIMIT (count=exact counts them all)
                             * @enum {boolean}
                             */
                            totalCountEstimated?: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the text */
                    message: string;
                    /** @description the day it is the message of, YYYY-MM-DD */
                    date: string;
                    /** @description the images, in order; an update that gives them replaces them all */
                    images?: {
                        /**
                         * Format: int32
                         * @description a File record whose stored content is image/png, image/jpeg, image/gif, image/webp, at most 16777216 bytes; 0, mDIS's placeholder for its default picture, is left out
                         */
                        image_id: number;
                        /** @description shown with the image; null or absent for none */
                        caption?: string | null;
                        /** @description id: read-only, ignored (accepted so that a client may send back a message as it read it) */
                        id?: unknown;
                        /** @description src: read-only, ignored (accepted so that a client may send back a message as it read it) */
                        src?: unknown;
                    }[];
                    /** @description id: read-only, ignored (accepted so that a client may send back a message as it read it) */
                    id?: unknown;
                    /** @description created_by: read-only, ignored (accepted so that a client may send back a message as it read it) */
                    created_by?: unknown;
                    /** @description updated_by: read-only, ignored (accepted so that a client may send back a message as it read it) */
                    updated_by?: unknown;
                    /** @description created_at: read-only, ignored (accepted so that a client may send back a message as it read it) */
                    created_at?: unknown;
                    /** @description updated_at: read-only, ignored (accepted so that a client may send back a message as it read it) */
                    updated_at?: unknown;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        message: string;
                        /** @description YYYY-MM-DD */
                        date: string;
                        /** @description in the order given */
                        images: {
                            /**
                             * Format: int32
                             * @description the image's own id (a new one each time the images are written)
                             */
                            id: number;
                            /**
                             * Format: int32
                             * @description the File record of the image: GET /api/v1/file/download/{image_id} answers its bytes
                             */
                            image_id: number;
                            caption: string;
                        }[];
                        /** @description the user who wrote it (null once deleted) */
                        created_by: number | null;
                        /** @description the user who changed it last (null once deleted) */
                        updated_by: number | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC
                         */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMessagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description message id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        message: string;
                        /** @description YYYY-MM-DD */
                        date: string;
                        /** @description in the order given */
                        images: {
                            /**
                             * Format: int32
                             * @description the image's own id (a new one each time the images are written)
                             */
                            id: number;
                            /**
                             * Format: int32
                             * @description the File record of the image: GET /api/v1/file/download/{image_id} answers its bytes
                             */
                            image_id: number;
                            caption: string;
                        }[];
                        /** @description the user who wrote it (null once deleted) */
                        created_by: number | null;
                        /** @description the user who changed it last (null once deleted) */
                        updated_by: number | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC
                         */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putMessagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description message id */
                id: number;
            };
            cookie?: never;
        };
        /** @description the fields to change; the others stay */
        requestBody: {
            content: {
                "application/json": {
                    /** @description the text */
                    message?: string;
                    /** @description the day it is the message of, YYYY-MM-DD */
                    date?: string;
                    /** @description the images, in order; an update that gives them replaces them all */
                    images?: {
                        /**
                         * Format: int32
                         * @description a File record whose stored content is image/png, image/jpeg, image/gif, image/webp, at most 16777216 bytes; 0, mDIS's placeholder for its default picture, is left out
                         */
                        image_id: number;
                        /** @description shown with the image; null or absent for none */
                        caption?: string | null;
                        /** @description id: read-only, ignored (accepted so that a client may send back a message as it read it) */
                        id?: unknown;
                        /** @description src: read-only, ignored (accepted so that a client may send back a message as it read it) */
                        src?: unknown;
                    }[];
                    /** @description id: read-only, ignored (accepted so that a client may send back a message as it read it) */
                    id?: unknown;
                    /** @description created_by: read-only, ignored (accepted so that a client may send back a message as it read it) */
                    created_by?: unknown;
                    /** @description updated_by: read-only, ignored (accepted so that a client may send back a message as it read it) */
                    updated_by?: unknown;
                    /** @description created_at: read-only, ignored (accepted so that a client may send back a message as it read it) */
                    created_at?: unknown;
                    /** @description updated_at: read-only, ignored (accepted so that a client may send back a message as it read it) */
                    updated_at?: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        id: number;
                        message: string;
                        /** @description YYYY-MM-DD */
                        date: string;
                        /** @description in the order given */
                        images: {
                            /**
                             * Format: int32
                             * @description the image's own id (a new one each time the images are written)
                             */
                            id: number;
                            /**
                             * Format: int32
                             * @description the File record of the image: GET /api/v1/file/download/{image_id} answers its bytes
                             */
                            image_id: number;
                            caption: string;
                        }[];
                        /** @description the user who wrote it (null once deleted) */
                        created_by: number | null;
                        /** @description the user who changed it last (null once deleted) */
                        updated_by: number | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC
                         */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMessagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description message id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description deleted */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAppGetMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        type: "warning";
                        text: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFormReports: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        single: {
                            /** @example Details */
                            name: string;
                            /** @example Details of record */
                            title: string;
                            /**
                             * @description a regular expression the model name matches (.* = every model)
                             * @example .*
                             */
                            model: string;
                            showInMenu: boolean;
                            /** @description true: a report of one record (id=); false: of the filtered records */
                            singleRecord: boolean;
                            /** @description report: a page to read; export: a file to download; action: changes records (`POST /api/v1/report/{report}`) */
                            type: "report" | "export" | "action";
                            /** @description what the user confirms before the report runs; false: nothing */
                            confirmationMessage: string | false;
                            /** @description a printer is configured for this report: GET /api/v1/form/print sends it there */
                            directPrint: boolean;
                            /** @description printable for one record with a printer configured: a form may print it after each save */
                            canAutoPrint: boolean;
                            /** @description an action's parameters: the JSON schema of its body (`POST /api/v1/report/{report}`); null for a report or an export */
                            parameters: {
                                [key: string]: unknown;
                            } | null;
                        }[];
                        multiple: {
                            /** @example Details */
                            name: string;
                            /** @example Details of record */
                            title: string;
                            /**
                             * @description a regular expression the model name matches (.* = every model)
                             * @example .*
                             */
                            model: string;
                            showInMenu: boolean;
                            /** @description true: a report of one record (id=); false: of the filtered records */
                            singleRecord: boolean;
                            /** @description report: a page to read; export: a file to download; action: changes records (`POST /api/v1/report/{report}`) */
                            type: "report" | "export" | "action";
                            /** @description what the user confirms before the report runs; false: nothing */
                            confirmationMessage: string | false;
                            /** @description a printer is configured for this report: GET /api/v1/form/print sends it there */
                            directPrint: boolean;
                            /** @description printable for one record with a printer configured: a form may print it after each save */
                            canAutoPrint: boolean;
                            /** @description an action's parameters: the JSON schema of its body (`POST /api/v1/report/{report}`); null for a report or an export */
                            parameters: {
                                [key: string]: unknown;
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGlobalReports: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        single: {
                            /** @example Details */
                            name: string;
                            /** @example Details of record */
                            title: string;
                            /**
                             * @description a regular expression the model name matches (.* = every model)
                             * @example .*
                             */
                            model: string;
                            showInMenu: boolean;
                            /** @description true: a report of one record (id=); false: of the filtered records */
                            singleRecord: boolean;
                            /** @description report: a page to read; export: a file to download; action: changes records (`POST /api/v1/report/{report}`) */
                            type: "report" | "export" | "action";
                            /** @description what the user confirms before the report runs; false: nothing */
                            confirmationMessage: string | false;
                            /** @description a printer is configured for this report: GET /api/v1/form/print sends it there */
                            directPrint: boolean;
                            /** @description printable for one record with a printer configured: a form may print it after each save */
                            canAutoPrint: boolean;
                            /** @description an action's parameters: the JSON schema of its body (`POST /api/v1/report/{report}`); null for a report or an export */
                            parameters: {
                                [key: string]: unknown;
                            } | null;
                        }[];
                        multiple: {
                            /** @example Details */
                            name: string;
                            /** @example Details of record */
                            title: string;
                            /**
                             * @description a regular expression the model name matches (.* = every model)
                             * @example .*
                             */
                            model: string;
                            showInMenu: boolean;
                            /** @description true: a report of one record (id=); false: of the filtered records */
                            singleRecord: boolean;
                            /** @description report: a page to read; export: a file to download; action: changes records (`POST /api/v1/report/{report}`) */
                            type: "report" | "export" | "action";
                            /** @description what the user confirms before the report runs; false: nothing */
                            confirmationMessage: string | false;
                            /** @description a printer is configured for this report: GET /api/v1/form/print sends it there */
                            directPrint: boolean;
                            /** @description printable for one record with a printer configured: a form may print it after each save */
                            canAutoPrint: boolean;
                            /** @description an action's parameters: the JSON schema of its body (`POST /api/v1/report/{report}`); null for a report or an export */
                            parameters: {
                                [key: string]: unknown;
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReportByReport: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: string;
                /** @description the record of a single-record report */
                id?: string;
                /** @description List, ListCsv: column names separated by commas (default: every column) */
                columns?: string;
                /** @description as the list: fields separated by commas; - before a field sorts descending */
                sort?: string;
            };
            header?: never;
            path: {
                /** @description the report name, e.g. ListCsv */
                report: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the rendered report: HTML page, CSV or XML file, PDF document */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                    "text/csv; charset=utf-8": string;
                    "application/pdf": string;
                    "application/xml; charset=utf-8": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postReportByReport: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: string;
                /** @description the record of a single-record report */
                id?: string;
                /** @description List, ListCsv: column names separated by commas (default: every column) */
                columns?: string;
                /** @description as the list: fields separated by commas; - before a field sorts descending */
                sort?: string;
            };
            header?: never;
            path: {
                /** @description the report name, e.g. ListCsv */
                report: string;
            };
            cookie?: never;
        };
        /** @description the action's parameters: the body of the action named in the path */
        requestBody: {
            content: {
                "application/json": {
                    /** @description column: new value (null clears), for every record */
                    set?: {
                        [key: string]: unknown;
                    };
                    /** @description operations on columns, in order, after set */
                    operations?: {
                        column: string;
                        /** @enum {string} */
                        operation: "set" | "add" | "remove" | "replace" | "regex";
                        value?: unknown;
                        search?: unknown;
                    }[];
                    /** @description the records to run on, among those the report names (id=, or the filter); default: all of them */
                    ids?: number[];
                    /** @description true: answer what would change, change nothing */
                    preview?: boolean;
                } | {
                    /** @description true: each record with all its descendants, deepest first */
                    recursive?: boolean;
                    /** @description the records to run on, among those the report names (id=, or the filter); default: all of them */
                    ids?: number[];
                    /** @description true: answer what would change, change nothing */
                    preview?: boolean;
                } | {
                    /** @description the storage location the core boxes are now kept in (the column's rules decide its length) */
                    storageLocation: string;
                    /** @description the records to run on, among those the report names (id=, or the filter); default: all of them */
                    ids?: number[];
                    /** @description true: answer what would change, change nothing */
                    preview?: boolean;
                } | {
                    /** @description the type of the first new split (value list SPLIT_TYPE, not WR) */
                    firstSplitType: string;
                    /** @description the type of the second new split (value list SPLIT_TYPE, not WR) */
                    secondSplitType: string;
                    /** @description the share of the split the first new split takes (default 50) */
                    firstSplitPercent?: number;
                    /** @description the share of the split the second new split takes (default 50); both add up to 100 */
                    secondSplitPercent?: number;
                    /** @description the splits to split, among those of the records the report names */
                    splitIds: number[];
                    /** @description true: answer what would change, change nothing */
                    preview?: boolean;
                } | {
                    /** @description the splits whose splitting is undone (the splits made of them are deleted) */
                    splitIds: number[];
                    /** @description true: answer what would change, change nothing */
                    preview?: boolean;
                } | {
                    /** @description the distance between the top depths of two samples (cm), at least the sample length + 1 */
                    interval: number;
                    /**
                     * Format: int32
                     * @description the number of samples to create below the sample
                     */
                    numberSamples: number;
                    /** @description the split to sample of a section the series crosses (default: its working half, W) */
                    splitIds?: number[];
                    /** @description true: archive splits (A) may be sampled */
                    forceSamplingArchive?: boolean;
                    /** @description true: answer what would change, change nothing */
                    preview?: boolean;
                } | {
                    /** @description the samples of the series to delete (a preview without them lists the series) */
                    sampleIds?: number[];
                    /** @description true: answer what would change, change nothing */
                    preview?: boolean;
                } | {
                    /** @description the crate the splits go in: one of the records' crates, or a new one */
                    crateName: string;
                    /** @description the splits to put in the crate: still there and in no crate yet */
                    splitIds: number[];
                    /** @description the most a crate may weigh (kg); kept for the next runs (default 500) */
                    crateMaxWeight?: number;
                    /** @description true: answer what would change, change nothing */
                    preview?: boolean;
                };
            };
        };
        responses: {
            /** @description what the action changed (or, previewed, would change) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFormPrint: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: string;
                /**
                 * @description the report to print, e.g. CoreQrCodes (mDIS's "CoreQrCodesReport" too)
                 * @example CoreQrCodes
                 */
                reportName: string;
                /** @description the record to print; without it, the filtered records of the list */
                id?: string;
                /** @description as the list: fields separated by commas; - before a field sorts descending */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example CoreQrCodes */
                        report: string;
                        /** @example cores */
                        model: string;
                        /** @description the record printed; null: the filtered records */
                        id: number | null;
                        /**
                         * @description the printer as PRINTERS names it
                         * @example zebra@printhost:631
                         */
                        printer: string;
                        /** @description the CUPS queue (lp -d); null: the default queue of the server */
                        queue: string | null;
                        /** @description the print server (lp -h); null: the local one */
                        host: string | null;
                        /**
                         * @description the title of the print job (lp -t)
                         * @example CoreQrCodes cores 7
                         */
                        title: string;
                        /**
                         * @description what the print command answered
                         * @example request id is zebra-12 (1 file(s))
                         */
                        job: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGlobalPrint: {
        parameters: {
            query: {
                /** @description the data model name (template name) */
                name: string;
                /**
                 * @description the report to print, e.g. CoreQrCodes (mDIS's "CoreQrCodesReport" too)
                 * @example CoreQrCodes
                 */
                reportName: string;
                /** @description the record to print; without it, the filtered records of the list */
                id?: string;
                /** @description as the list: fields separated by commas; - before a field sorts descending */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example CoreQrCodes */
                        report: string;
                        /** @example cores */
                        model: string;
                        /** @description the record printed; null: the filtered records */
                        id: number | null;
                        /**
                         * @description the printer as PRINTERS names it
                         * @example zebra@printhost:631
                         */
                        printer: string;
                        /** @description the CUPS queue (lp -d); null: the default queue of the server */
                        queue: string | null;
                        /** @description the print server (lp -h); null: the local one */
                        host: string | null;
                        /**
                         * @description the title of the print job (lp -t)
                         * @example CoreQrCodes cores 7
                         */
                        title: string;
                        /**
                         * @description what the print command answered
                         * @example request id is zebra-12 (1 file(s))
                         */
                        job: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCgApiSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description module names (sets of tables) */
                        modules: string[];
                        models: {
                            /** @description API name (?name= of the data API) */
                            name: string;
                            module: string;
                            table: string;
                            /** @description as the template writes it; empty without a parent */
                            parentModel: string;
                            /** @description API name of the parent model */
                            parent: string | null;
                            /** @description mDIS FullName (the API name when the template has none) */
                            fullName: string;
                            /** @description column names, including computed ones */
                            columns: string[];
                            isTableCreated: boolean;
                            /** @description Unix time of the last change of the template */
                            modifiedAt: number | null;
                        }[];
                        forms: {
                            /** @description form name (for the default form: the model's) */
                            name: string;
                            /** @description API name of its model */
                            model: string;
                            module: string;
                            /** @description mDIS FullName of its model (the API name when it has none) */
                            dataModel: string;
                            /** @description API name of its model's parent model (null for a model without one): the app links a record to its parent and children */
                            parent: string | null;
                            /** @description true for a stored form, false for the default one derived from the template */
                            custom: boolean;
                            /** @description Unix time of the last change of a stored form */
                            modifiedAt: number | null;
                        }[];
                        /** @description templates that could not be loaded, with every problem */
                        failures: {
                            /** @description file in the template area */
                            source: string;
                            name: string | null;
                            problems: {
                                field: string;
                                message: string;
                            }[];
                        }[];
                        /** @description template files of this instance that differ from the database copy (the fleet's truth) in ways update-model refuses: the instance serves the database copy */
                        disagreements: {
                            /** @description API name of the model */
                            model: string;
                            /** @description file in this instance's template area */
                            file: string;
                            problems: {
                                field: string;
                                message: string;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCgApiGetModelTemplate: {
        parameters: {
            query: {
                /** @description model API name or mDIS FullName */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCgApiHistory: {
        parameters: {
            query: {
                /** @description model API name or mDIS FullName (a dropped model: its name) */
                name: string;
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /**
                             * Format: int32
                             * @description the template's version, from 1
                             */
                            version: number;
                            /**
                             * @description what the change did to the model
                             * @enum {string}
                             */
                            action: "create" | "update" | "drop";
                            /** @description when, YYYY-MM-DD HH:MM:SS, UTC (null: a version kept before the service noted times) */
                            at: string | null;
                            /** @description who made it (null: the service itself, e.g. a start-up that loaded a template file) */
                            user: {
                                /** Format: int32 */
                                id: number;
                                username: string;
                            } | null;
                            /** @description the template of this version (null: a drop, or a version kept before the service kept their texts) */
                            template: {
                                [key: string]: unknown;
                            } | null;
                        }[];
                        _links: {
                            self: {
                                href: string;
                            };
                            next?: {
                                href: string;
                            };
                            last?: {
                                href: string;
                            };
                        };
                        _meta: {
                            /** Format: int32 */
                            totalCount: number;
                            /** Format: int32 */
                            pageCount: number;
                            /** Format: int32 */
                            currentPage: number;
                            /** Format: int32 */
                            perPage: number;
                            /**
                             * @description totalCount is the planner's estimate: more records match than LIST_EXACT_COUNT_LIMIT (count=exact counts them all)
                             * @enum {boolean}
                             */
                            totalCountEstimated?: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCgApiBehaviors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        behaviorClass: string;
                        name: string;
                        description: string;
                        parameters: {
                            name: string;
                            type: string;
                            required: boolean;
                            description: string;
                            /** @description the description, under the name mDIS clients read */
                            hint: string;
                        }[];
                        /** @description the JSON Schema of the parameters object */
                        parametersSchema: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCgApiCreateModel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a model template (see the README, "Templates") */
                    template: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description the stored template */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putCgApiUpdateModel: {
        parameters: {
            query: {
                /** @description model API name or mDIS FullName */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a model template (see the README, "Templates") */
                    template: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCgApiUpdateModel: {
        parameters: {
            query: {
                /** @description model API name or mDIS FullName */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a model template (see the README, "Templates") */
                    template: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCgApiCreateModelTable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description model API name or mDIS FullName */
                    model: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCgApiDeleteModel: {
        parameters: {
            query: {
                /** @description model API name or mDIS FullName */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description deleted */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCgApiGetFormTemplate: {
        parameters: {
            query: {
                /** @description model API name or mDIS FullName */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the form with requiredFilters, filterDataModels and searchable fields */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCgApiGetFormTemplateSeed: {
        parameters: {
            query: {
                /** @description model API name or mDIS FullName */
                modelName: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description a form field for every column but the id and the parent reference, by column name */
                        availableFieldTemplates: {
                            [key: string]: unknown;
                        };
                        /** @description a form of the model with its required fields; give it a name */
                        initialTemplate: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCgApiCreateForm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a form template (see the README, "Forms") */
                    template: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description the stored form */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putCgApiUpdateForm: {
        parameters: {
            query: {
                /** @description form name */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a form template (see the README, "Forms") */
                    template: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description the stored form */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCgApiUpdateForm: {
        parameters: {
            query: {
                /** @description form name */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a form template (see the README, "Forms") */
                    template: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description the stored form */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCgApiRenameForm: {
        parameters: {
            query: {
                /** @description form name */
                name: string;
                /** @description the new kebab-case name */
                newName: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the renamed form */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCgApiDeleteForm: {
        parameters: {
            query: {
                /** @description form name */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description deleted */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCgApiVerifyUploadedTemplate: {
        parameters: {
            query: {
                /** @description what the file holds */
                type: "model" | "form";
                /** @description a .json file in the upload directory (instead of a multipart upload) */
                filename?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description one .json template (or none with ?filename=) */
        requestBody?: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description the template of an existing model changed additively, or the stored form */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description the template of a new model */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCgApiVerifyUploadedZip: {
        parameters: {
            query?: {
                /** @description a .zip file in the upload directory (instead of a multipart upload) */
                filename?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description one .zip of models/*.json and forms/*.json (or none with ?filename=) */
        requestBody?: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the models of the package, parents first */
                        models: {
                            /** @description API name of the model */
                            name: string;
                            /** @description true for a new model, false for an additive change of one that existed */
                            created: boolean;
                        }[];
                        /** @description the forms of the package (new, or the next version of the form of that name) */
                        forms: string[];
                        /** @description entries that are not models/*.json nor forms/*.json: not read */
                        ignored: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCgApiDownload: {
        parameters: {
            query: {
                /** @description one model template, one form template, or every model and stored form */
                type: "model" | "form" | "all";
                /** @description the model or form (with type model or form) */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a zip of `models/<file>.json` and `forms/<name>.json` */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCgApiDuplicate: {
        parameters: {
            query: {
                /** @description what to copy */
                type: "model" | "form";
                /** @description the model or form to copy */
                oldName: string;
                /** @description the name of the copy (a model: also its table) */
                newName: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the template or form of the copy, as stored */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCgApiV1Summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description module names (sets of tables) */
                        modules: string[];
                        models: {
                            /** @description API name (?name= of the data API) */
                            name: string;
                            module: string;
                            table: string;
                            /** @description as the template writes it; empty without a parent */
                            parentModel: string;
                            /** @description API name of the parent model */
                            parent: string | null;
                            /** @description mDIS FullName (the API name when the template has none) */
                            fullName: string;
                            /** @description column names, including computed ones */
                            columns: string[];
                            isTableCreated: boolean;
                            /** @description Unix time of the last change of the template */
                            modifiedAt: number | null;
                        }[];
                        forms: {
                            /** @description form name (for the default form: the model's) */
                            name: string;
                            /** @description API name of its model */
                            model: string;
                            module: string;
                            /** @description mDIS FullName of its model (the API name when it has none) */
                            dataModel: string;
                            /** @description API name of its model's parent model (null for a model without one): the app links a record to its parent and children */
                            parent: string | null;
                            /** @description true for a stored form, false for the default one derived from the template */
                            custom: boolean;
                            /** @description Unix time of the last change of a stored form */
                            modifiedAt: number | null;
                        }[];
                        /** @description templates that could not be loaded, with every problem */
                        failures: {
                            /** @description file in the template area */
                            source: string;
                            name: string | null;
                            problems: {
                                field: string;
                                message: string;
                            }[];
                        }[];
                        /** @description template files of this instance that differ from the database copy (the fleet's truth) in ways update-model refuses: the instance serves the database copy */
                        disagreements: {
                            /** @description API name of the model */
                            model: string;
                            /** @description file in this instance's template area */
                            file: string;
                            problems: {
                                field: string;
                                message: string;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCgApiV1GetModelTemplate: {
        parameters: {
            query: {
                /** @description model API name or mDIS FullName */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCgApiV1History: {
        parameters: {
            query: {
                /** @description model API name or mDIS FullName (a dropped model: its name) */
                name: string;
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /**
                             * Format: int32
                             * @description the template's version, from 1
                             */
                            version: number;
                            /**
                             * @description what the change did to the model
                             * @enum {string}
                             */
                            action: "create" | "update" | "drop";
                            /** @description when, YYYY-MM-DD HH:MM:SS, UTC (null: a version kept before the service noted times) */
                            at: string | null;
                            /** @description who made it (null: the service itself, e.g. a start-up that loaded a template file) */
                            user: {
                                /** Format: int32 */
                                id: number;
                                username: string;
                            } | null;
                            /** @description the template of this version (null: a drop, or a version kept before the service kept their texts) */
                            template: {
                                [key: string]: unknown;
                            } | null;
                        }[];
                        _links: {
                            self: {
                                href: string;
                            };
                            next?: {
                                href: string;
                            };
                            last?: {
                                href: string;
                            };
                        };
                        _meta: {
                            /** Format: int32 */
                            totalCount: number;
                            /** Format: int32 */
                            pageCount: number;
                            /** Format: int32 */
                            currentPage: number;
                            /** Format: int32 */
                            perPage: number;
                            /**
                             * @description totalCount is the planner's estimate: more records match than LIST_EXACT_COUNT_LIMIT (count=exact counts them all)
                             * @enum {boolean}
                             */
                            totalCountEstimated?: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCgApiV1Behaviors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        behaviorClass: string;
                        name: string;
                        description: string;
                        parameters: {
                            name: string;
                            type: string;
                            required: boolean;
                            description: string;
                            /** @description the description, under the name mDIS clients read */
                            hint: string;
                        }[];
                        /** @description the JSON Schema of the parameters object */
                        parametersSchema: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCgApiV1CreateModel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a model template (see the README, "Templates") */
                    template: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description the stored template */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putCgApiV1UpdateModel: {
        parameters: {
            query: {
                /** @description model API name or mDIS FullName */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a model template (see the README, "Templates") */
                    template: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCgApiV1UpdateModel: {
        parameters: {
            query: {
                /** @description model API name or mDIS FullName */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a model template (see the README, "Templates") */
                    template: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCgApiV1CreateModelTable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description model API name or mDIS FullName */
                    model: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCgApiV1DeleteModel: {
        parameters: {
            query: {
                /** @description model API name or mDIS FullName */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description deleted */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCgApiV1GetFormTemplate: {
        parameters: {
            query: {
                /** @description model API name or mDIS FullName */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the form with requiredFilters, filterDataModels and searchable fields */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCgApiV1GetFormTemplateSeed: {
        parameters: {
            query: {
                /** @description model API name or mDIS FullName */
                modelName: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description a form field for every column but the id and the parent reference, by column name */
                        availableFieldTemplates: {
                            [key: string]: unknown;
                        };
                        /** @description a form of the model with its required fields; give it a name */
                        initialTemplate: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCgApiV1CreateForm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a form template (see the README, "Forms") */
                    template: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description the stored form */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putCgApiV1UpdateForm: {
        parameters: {
            query: {
                /** @description form name */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a form template (see the README, "Forms") */
                    template: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description the stored form */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCgApiV1UpdateForm: {
        parameters: {
            query: {
                /** @description form name */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a form template (see the README, "Forms") */
                    template: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description the stored form */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCgApiV1RenameForm: {
        parameters: {
            query: {
                /** @description form name */
                name: string;
                /** @description the new kebab-case name */
                newName: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the renamed form */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCgApiV1DeleteForm: {
        parameters: {
            query: {
                /** @description form name */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description deleted */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCgApiV1VerifyUploadedTemplate: {
        parameters: {
            query: {
                /** @description what the file holds */
                type: "model" | "form";
                /** @description a .json file in the upload directory (instead of a multipart upload) */
                filename?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description one .json template (or none with ?filename=) */
        requestBody?: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description the template of an existing model changed additively, or the stored form */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description the template of a new model */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCgApiV1VerifyUploadedZip: {
        parameters: {
            query?: {
                /** @description a .zip file in the upload directory (instead of a multipart upload) */
                filename?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description one .zip of models/*.json and forms/*.json (or none with ?filename=) */
        requestBody?: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the models of the package, parents first */
                        models: {
                            /** @description API name of the model */
                            name: string;
                            /** @description true for a new model, false for an additive change of one that existed */
                            created: boolean;
                        }[];
                        /** @description the forms of the package (new, or the next version of the form of that name) */
                        forms: string[];
                        /** @description entries that are not models/*.json nor forms/*.json: not read */
                        ignored: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCgApiV1Download: {
        parameters: {
            query: {
                /** @description one model template, one form template, or every model and stored form */
                type: "model" | "form" | "all";
                /** @description the model or form (with type model or form) */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a zip of `models/<file>.json` and `forms/<name>.json` */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCgApiV1Duplicate: {
        parameters: {
            query: {
                /** @description what to copy */
                type: "model" | "form";
                /** @description the model or form to copy */
                oldName: string;
                /** @description the name of the copy (a model: also its table) */
                newName: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the template or form of the copy, as stored */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Not Modified: the document did not change since the ETag sent in If-None-Match */
            304: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOpenapiYaml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/yaml": string;
                };
            };
            /** @description Not Modified: the document did not change since the ETag sent in If-None-Match */
            304: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCoreSection: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description records per page (default 20, at most 1000) */
                "per-page"?: number;
                /** @description fields separated by commas; - before a field sorts descending */
                sort?: string;
                /** @description keyset position from a next link: the page starts after that record (deep pages stay cheap) */
                cursor?: string;
                /** @description an exact totalCount even above LIST_EXACT_COUNT_LIMIT matching records (reads them all) */
                count?: "exact";
                /** @description answer the page that holds this record (in this filter and sort; page is then ignored) */
                "selected-record-id"?: string;
                /** @description id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[id]"?: string;
                /** @description core_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[core_id]"?: string;
                /** @description section: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[section]"?: string;
                /** @description combined_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[combined_id]"?: string;
                /** @description top_depth: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[top_depth]"?: string;
                /** @description section_length: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[section_length]"?: string;
                /** @description bottom_depth: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[bottom_depth]"?: string;
                /** @description analyst: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[analyst]"?: string;
                /** @description igsn: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[igsn]"?: string;
                /** @description section_state: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[section_state]"?: string;
                /** @description curated_length: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[curated_length]"?: string;
                /** @description comment: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[comment]"?: string;
                /** @description ukbgs_section_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[ukbgs_section_id]"?: string;
                /** @description ukbgs_section_extra: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[ukbgs_section_extra]"?: string;
                /** @description hole_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[hole_id]"?: string;
                /** @description site_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[site_id]"?: string;
                /** @description expedition_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[expedition_id]"?: string;
                /** @description program_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[program_id]"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["core_sectionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCoreSection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["core_sectionCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["core_section"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCoreSection: {
        parameters: {
            query?: {
                /** @description the record as it was at this version of its history */
                version?: number;
            };
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["core_section"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCoreSection: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["core_sectionUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["core_section"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCoreSection: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCoreSection: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["core_sectionUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["core_section"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    historyCoreSection: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDeletedCoreSection: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedRecords"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    restoreCoreSection: {
        parameters: {
            query?: {
                /** @description the version whose values to bring back (a deleted record without it: its last values) */
                version?: number;
            };
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["core_section"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    duplicateCoreSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["core_sectionDraft"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCores: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description records per page (default 20, at most 1000) */
                "per-page"?: number;
                /** @description fields separated by commas; - before a field sorts descending */
                sort?: string;
                /** @description keyset position from a next link: the page starts after that record (deep pages stay cheap) */
                cursor?: string;
                /** @description an exact totalCount even above LIST_EXACT_COUNT_LIMIT matching records (reads them all) */
                count?: "exact";
                /** @description answer the page that holds this record (in this filter and sort; page is then ignored) */
                "selected-record-id"?: string;
                /** @description id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[id]"?: string;
                /** @description hole_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[hole_id]"?: string;
                /** @description core: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[core]"?: string;
                /** @description combined_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[combined_id]"?: string;
                /** @description analyst: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[analyst]"?: string;
                /** @description top_depth: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[top_depth]"?: string;
                /** @description bottom_depth: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[bottom_depth]"?: string;
                /** @description continuity: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[continuity]"?: string;
                /** @description core_catcher: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[core_catcher]"?: string;
                /** @description core_diameter: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[core_diameter]"?: string;
                /** @description core_loss_reason: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[core_loss_reason]"?: string;
                /** @description core_ondeck: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[core_ondeck]"?: string;
                /** @description core_recovery: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[core_recovery]"?: string;
                /** @description core_recovery_pc: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[core_recovery_pc]"?: string;
                /** @description core_type: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[core_type]"?: string;
                /** @description drilled_length: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[drilled_length]"?: string;
                /** @description igsn: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[igsn]"?: string;
                /** @description last_section: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[last_section]"?: string;
                /** @description mcd_offset: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[mcd_offset]"?: string;
                /** @description oriented: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[oriented]"?: string;
                /** @description remarks: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[remarks]"?: string;
                /** @description temperature: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[temperature]"?: string;
                /** @description rqd_abundance: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[rqd_abundance]"?: string;
                /** @description rqd_intensity: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[rqd_intensity]"?: string;
                /** @description site_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[site_id]"?: string;
                /** @description expedition_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[expedition_id]"?: string;
                /** @description program_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[program_id]"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["coresPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCores: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["coresCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["cores"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCores: {
        parameters: {
            query?: {
                /** @description the record as it was at this version of its history */
                version?: number;
            };
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["cores"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCores: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["coresUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["cores"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCores: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCores: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["coresUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["cores"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    historyCores: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDeletedCores: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedRecords"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    restoreCores: {
        parameters: {
            query?: {
                /** @description the version whose values to bring back (a deleted record without it: its last values) */
                version?: number;
            };
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["cores"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    duplicateCores: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["coresDraft"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCurationCorebox: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description records per page (default 20, at most 1000) */
                "per-page"?: number;
                /** @description fields separated by commas; - before a field sorts descending */
                sort?: string;
                /** @description keyset position from a next link: the page starts after that record (deep pages stay cheap) */
                cursor?: string;
                /** @description an exact totalCount even above LIST_EXACT_COUNT_LIMIT matching records (reads them all) */
                count?: "exact";
                /** @description answer the page that holds this record (in this filter and sort; page is then ignored) */
                "selected-record-id"?: string;
                /** @description id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[id]"?: string;
                /** @description hole_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[hole_id]"?: string;
                /** @description combined_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[combined_id]"?: string;
                /** @description corebox: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[corebox]"?: string;
                /** @description storage_location: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[storage_location]"?: string;
                /** @description comment: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[comment]"?: string;
                /** @description site_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[site_id]"?: string;
                /** @description expedition_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[expedition_id]"?: string;
                /** @description program_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[program_id]"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["curation_coreboxPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCurationCorebox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["curation_coreboxCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["curation_corebox"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurationCorebox: {
        parameters: {
            query?: {
                /** @description the record as it was at this version of its history */
                version?: number;
            };
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["curation_corebox"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCurationCorebox: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["curation_coreboxUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["curation_corebox"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCurationCorebox: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCurationCorebox: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["curation_coreboxUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["curation_corebox"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    historyCurationCorebox: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDeletedCurationCorebox: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedRecords"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    restoreCurationCorebox: {
        parameters: {
            query?: {
                /** @description the version whose values to bring back (a deleted record without it: its last values) */
                version?: number;
            };
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["curation_corebox"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    duplicateCurationCorebox: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["curation_coreboxDraft"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCurationSectionSplit: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description records per page (default 20, at most 1000) */
                "per-page"?: number;
                /** @description fields separated by commas; - before a field sorts descending */
                sort?: string;
                /** @description keyset position from a next link: the page starts after that record (deep pages stay cheap) */
                cursor?: string;
                /** @description an exact totalCount even above LIST_EXACT_COUNT_LIMIT matching records (reads them all) */
                count?: "exact";
                /** @description answer the page that holds this record (in this filter and sort; page is then ignored) */
                "selected-record-id"?: string;
                /** @description id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[id]"?: string;
                /** @description section_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[section_id]"?: string;
                /** @description combined_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[combined_id]"?: string;
                /** @description type: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[type]"?: string;
                /** @description origin_split_type: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[origin_split_type]"?: string;
                /** @description percent: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[percent]"?: string;
                /** @description still_exists: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[still_exists]"?: string;
                /** @description sampleable: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[sampleable]"?: string;
                /** @description curator: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[curator]"?: string;
                /** @description corebox_name: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[corebox_name]"?: string;
                /** @description corebox_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[corebox_id]"?: string;
                /** @description comment: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[comment]"?: string;
                /** @description core_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[core_id]"?: string;
                /** @description hole_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[hole_id]"?: string;
                /** @description site_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[site_id]"?: string;
                /** @description expedition_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[expedition_id]"?: string;
                /** @description program_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[program_id]"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["curation_section_splitPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCurationSectionSplit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["curation_section_splitCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["curation_section_split"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurationSectionSplit: {
        parameters: {
            query?: {
                /** @description the record as it was at this version of its history */
                version?: number;
            };
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["curation_section_split"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCurationSectionSplit: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["curation_section_splitUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["curation_section_split"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCurationSectionSplit: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCurationSectionSplit: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["curation_section_splitUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["curation_section_split"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    historyCurationSectionSplit: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDeletedCurationSectionSplit: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedRecords"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    restoreCurationSectionSplit: {
        parameters: {
            query?: {
                /** @description the version whose values to bring back (a deleted record without it: its last values) */
                version?: number;
            };
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["curation_section_split"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    duplicateCurationSectionSplit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["curation_section_splitDraft"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listExpeditions: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description records per page (default 20, at most 1000) */
                "per-page"?: number;
                /** @description fields separated by commas; - before a field sorts descending */
                sort?: string;
                /** @description keyset position from a next link: the page starts after that record (deep pages stay cheap) */
                cursor?: string;
                /** @description an exact totalCount even above LIST_EXACT_COUNT_LIMIT matching records (reads them all) */
                count?: "exact";
                /** @description answer the page that holds this record (in this filter and sort; page is then ignored) */
                "selected-record-id"?: string;
                /** @description id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[id]"?: string;
                /** @description program_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[program_id]"?: string;
                /** @description expedition: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[expedition]"?: string;
                /** @description combined_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[combined_id]"?: string;
                /** @description exp_name: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[exp_name]"?: string;
                /** @description exp_acronym: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[exp_acronym]"?: string;
                /** @description chief_scientists: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[chief_scientists]"?: string;
                /** @description start_date: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[start_date]"?: string;
                /** @description end_date: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[end_date]"?: string;
                /** @description objectives: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[objectives]"?: string;
                /** @description comment: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[comment]"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["expeditionsPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createExpeditions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["expeditionsCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["expeditions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getExpeditions: {
        parameters: {
            query?: {
                /** @description the record as it was at this version of its history */
                version?: number;
            };
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["expeditions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateExpeditions: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["expeditionsUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["expeditions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteExpeditions: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchExpeditions: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["expeditionsUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["expeditions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    historyExpeditions: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDeletedExpeditions: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedRecords"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    restoreExpeditions: {
        parameters: {
            query?: {
                /** @description the version whose values to bring back (a deleted record without it: its last values) */
                version?: number;
            };
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["expeditions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    duplicateExpeditions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["expeditionsDraft"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listHoles: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description records per page (default 20, at most 1000) */
                "per-page"?: number;
                /** @description fields separated by commas; - before a field sorts descending */
                sort?: string;
                /** @description keyset position from a next link: the page starts after that record (deep pages stay cheap) */
                cursor?: string;
                /** @description an exact totalCount even above LIST_EXACT_COUNT_LIMIT matching records (reads them all) */
                count?: "exact";
                /** @description answer the page that holds this record (in this filter and sort; page is then ignored) */
                "selected-record-id"?: string;
                /** @description id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[id]"?: string;
                /** @description site_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[site_id]"?: string;
                /** @description hole: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[hole]"?: string;
                /** @description combined_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[combined_id]"?: string;
                /** @description igsn: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[igsn]"?: string;
                /** @description hole_name: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[hole_name]"?: string;
                /** @description drilling_method: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[drilling_method]"?: string;
                /** @description start_date: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[start_date]"?: string;
                /** @description end_date: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[end_date]"?: string;
                /** @description latitude: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[latitude]"?: string;
                /** @description longitude: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[longitude]"?: string;
                /** @description elevation: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[elevation]"?: string;
                /** @description depth_water: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[depth_water]"?: string;
                /** @description comment: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[comment]"?: string;
                /** @description total_cored_length: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[total_cored_length]"?: string;
                /** @description total_core_recovery: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[total_core_recovery]"?: string;
                /** @description depth_drilled: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[depth_drilled]"?: string;
                /** @description expedition_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[expedition_id]"?: string;
                /** @description program_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[program_id]"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["holesPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createHoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["holesCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["holes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHoles: {
        parameters: {
            query?: {
                /** @description the record as it was at this version of its history */
                version?: number;
            };
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["holes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateHoles: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["holesUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["holes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteHoles: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchHoles: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["holesUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["holes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    historyHoles: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDeletedHoles: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedRecords"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    restoreHoles: {
        parameters: {
            query?: {
                /** @description the version whose values to bring back (a deleted record without it: its last values) */
                version?: number;
            };
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["holes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    duplicateHoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["holesDraft"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPrograms: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description records per page (default 20, at most 1000) */
                "per-page"?: number;
                /** @description fields separated by commas; - before a field sorts descending */
                sort?: string;
                /** @description keyset position from a next link: the page starts after that record (deep pages stay cheap) */
                cursor?: string;
                /** @description an exact totalCount even above LIST_EXACT_COUNT_LIMIT matching records (reads them all) */
                count?: "exact";
                /** @description answer the page that holds this record (in this filter and sort; page is then ignored) */
                "selected-record-id"?: string;
                /** @description id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[id]"?: string;
                /** @description program: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[program]"?: string;
                /** @description program_name: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[program_name]"?: string;
                /** @description remarks: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[remarks]"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["programsPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPrograms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["programsCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["programs"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPrograms: {
        parameters: {
            query?: {
                /** @description the record as it was at this version of its history */
                version?: number;
            };
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["programs"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePrograms: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["programsUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["programs"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deletePrograms: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchPrograms: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["programsUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["programs"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    historyPrograms: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDeletedPrograms: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedRecords"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    restorePrograms: {
        parameters: {
            query?: {
                /** @description the version whose values to bring back (a deleted record without it: its last values) */
                version?: number;
            };
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["programs"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    duplicatePrograms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["programsDraft"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSites: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description records per page (default 20, at most 1000) */
                "per-page"?: number;
                /** @description fields separated by commas; - before a field sorts descending */
                sort?: string;
                /** @description keyset position from a next link: the page starts after that record (deep pages stay cheap) */
                cursor?: string;
                /** @description an exact totalCount even above LIST_EXACT_COUNT_LIMIT matching records (reads them all) */
                count?: "exact";
                /** @description answer the page that holds this record (in this filter and sort; page is then ignored) */
                "selected-record-id"?: string;
                /** @description id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[id]"?: string;
                /** @description expedition_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[expedition_id]"?: string;
                /** @description site: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[site]"?: string;
                /** @description combined_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[combined_id]"?: string;
                /** @description site_name: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[site_name]"?: string;
                /** @description latitude: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[latitude]"?: string;
                /** @description longitude: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[longitude]"?: string;
                /** @description description: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[description]"?: string;
                /** @description comment: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[comment]"?: string;
                /** @description program_id: equality, or an operator prefix: ==, !==, = (contains, at most 100 characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most 20 filters a request */
                "filter[program_id]"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["sitesPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["sitesCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["sites"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSites: {
        parameters: {
            query?: {
                /** @description the record as it was at this version of its history */
                version?: number;
            };
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["sites"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSites: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["sitesUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["sites"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSites: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchSites: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["sitesUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["sites"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    historySites: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDeletedSites: {
        parameters: {
            query?: {
                /** @description page number, from 1 */
                page?: number;
                /** @description versions per page (default 20, at most 1000) */
                "per-page"?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedRecords"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    restoreSites: {
        parameters: {
            query?: {
                /** @description the version whose values to bring back (a deleted record without it: its last values) */
                version?: number;
            };
            header?: {
                /** @description the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now */
                "if-match"?: string;
            };
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description the record's version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile */
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["sites"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    duplicateSites: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["sitesDraft"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
