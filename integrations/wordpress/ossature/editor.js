/**
 * The editor's side of the Ossature blocks, on the wp.* globals (no build step). The server
 * registered each `ossature/<kind>` block from its block.json (title, French summary, attributes,
 * supports: blocks/<kind>/block.json, generated from the build's catalogue), and WordPress hands
 * that metadata to the editor; this adds only each block's editor view: a clear placeholder naming
 * the kind (its French title and `data-widget` name), its sites and its summary, and a control for
 * each attribute an editor may set, labelled with its French name (its `data-*` name in the help),
 * with its documented values (the catalogue's, in window.ossatureEditor). Saved content is the
 * block's comment only: the server renders the placeholder markup.
 */
(function (wp, config) {
  if (!config) return;
  var el = wp.element.createElement;
  var blockEditor = wp.blockEditor;
  var components = wp.components;
  var __ = wp.i18n.__;
  var sprintf = wp.i18n.sprintf;

  function control(attribute, props) {
    var value = props.attributes[attribute.key] || '';
    var onChange = function (next) {
      var change = {};
      change[attribute.key] = next || undefined;
      props.setAttributes(change);
    };
    // The label is the catalogue's French name (`Disposition`); the help keeps the raw name
    // (`data-layout`), which the README and the markup use. A catalogue without labels (an older
    // build) gives the raw name as the label.
    var label = attribute.label || attribute.name;
    var doc = (attribute.doc || '').replace(/`/g, '');
    var help = doc ? attribute.name + ' — ' + doc : attribute.name;
    if (attribute.values) {
      var options = [{ value: '', label: __('(par défaut)', 'ossature') }].concat(
        attribute.values.map(function (v) {
          return { value: v, label: v };
        }),
      );
      return el(components.SelectControl, {
        key: attribute.key,
        label: label,
        help: help,
        value: value,
        options: options,
        onChange: onChange,
      });
    }
    return el(components.TextControl, {
      key: attribute.key,
      label: label,
      help: help,
      value: value,
      onChange: onChange,
    });
  }

  function edit(kind) {
    return function (props) {
      var type = wp.blocks.getBlockType(props.name);
      var editable = kind.attributes.filter(function (a) {
        return !a.secret;
      });
      var secrets = kind.attributes.filter(function (a) {
        return a.secret;
      });
      var set = editable
        .filter(function (a) {
          return props.attributes[a.key];
        })
        .map(function (a) {
          return a.name + '="' + props.attributes[a.key] + '"';
        });
      var lines = [
        // The title is French (« Ossature – En-tête du compte »); the kind is what the markup says.
        el('strong', { key: 'kind' }, type.title + ' (' + kind.kind + ')'),
        el(
          'p',
          { key: 'sites', style: { margin: '4px 0' } },
          sprintf(
            /* translators: %s: the sites that serve the kind, e.g. "main, plancher". */
            __('Sites : %s', 'ossature'),
            kind.sites.join(', '),
          ),
        ),
        el('p', { key: 'summary', style: { margin: '4px 0' } }, type.description),
      ];
      if (set.length) lines.push(el('p', { key: 'set', style: { margin: '4px 0' } }, set.join(' ')));
      if (secrets.length)
        lines.push(
          el(
            'p',
            { key: 'secrets', style: { margin: '4px 0' } },
            sprintf(
              /* translators: %s: the secret attributes' names, e.g. "data-token, data-refresh-token". */
              __('%s : écrits par le serveur, jamais dans le contenu.', 'ossature'),
              secrets
                .map(function (a) {
                  return a.name;
                })
                .join(', '),
            ),
          ),
        );
      if (!kind.served)
        lines.push(
          el(
            'p',
            { key: 'stale', role: 'alert', style: { margin: '4px 0', color: '#b32d2e' } },
            sprintf(
              /* translators: %s: the configured site, e.g. "main". */
              __("Ce site (%s) ne sert pas ce type : il ne s'affichera pas.", 'ossature'),
              config.site,
            ),
          ),
        );
      var box = el(
        'div',
        blockEditor.useBlockProps({
          className: 'ossature-block',
          style: { border: '2px dashed #8c8f94', padding: '12px 16px', background: '#f6f7f7' },
        }),
        lines,
      );
      if (!editable.length) return box;
      var panel = el(
        components.PanelBody,
        { title: __('Attributs', 'ossature'), initialOpen: true },
        editable.map(function (a) {
          return control(a, props);
        }),
      );
      return el(wp.element.Fragment, null, el(blockEditor.InspectorControls, { key: 'controls' }, panel), box);
    };
  }

  // Only the editor's view: the rest (title, description, attributes, supports, apiVersion) is the
  // block.json's, which the server registered and WordPress passed on.
  config.kinds.forEach(function (kind) {
    wp.blocks.registerBlockType('ossature/' + kind.kind, {
      edit: edit(kind),
      save: function () {
        return null;
      },
    });
  });
})(window.wp, window.ossatureEditor);
