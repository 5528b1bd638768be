// A test stand-in for Stripe.js (https://js.stripe.com is not reachable here). Playwright answers every
// request to js.stripe.com with a small script that defines `window.Stripe` with what
// @stripe/stripe-js 10 (loadStripe) and @stripe/react-stripe-js 7 (<Elements>, <PaymentElement>,
// useStripe/useElements) call, and nothing more. It is never shipped: only the e2e tests load it.
//
// Its Payment Element is three plain labelled inputs ("Card number", "Expiration date", "Security
// code") mounted into the shop's node (no iframe). elements.submit() checks they are filled, with
// Stripe's validation messages. stripe.confirmPayment() POSTs /v1/payment_intents/:id/confirm to the
// Stripe API stand-in (tests/helpers/stripe-stand-in.ts) the way Stripe.js does: form-encoded, the
// publishable key as `key`, the intent's `client_secret` and `payment_method_data[card][…]`; it
// resolves to { paymentIntent } or { error } like Stripe.js.
import type { Page } from "@playwright/test";

/** Marks the node the stand-in's Payment Element renders into (e.g. to leave it out of an axe scan). */
export const STRIPE_JS_STAND_IN_SELECTOR = "[data-stripe-js-stand-in]";

/** The script js.stripe.com answers with; `apiOrigin` is where confirmPayment sends its request. */
export function buildStripeJsStandInScript(apiOrigin: string): string {
  return `/* Stripe.js stand-in for the shop's e2e tests (tests/e2e/support/stripe-js-stand-in.ts). */
(function () {
  "use strict";
  var API_ORIGIN = ${JSON.stringify(apiOrigin.replace(/\/$/, ""))};
  var elementCount = 0;

  function unsupported(name) {
    return function () {
      return Promise.reject(new Error("The Stripe.js stand-in does not provide stripe." + name + "()"));
    };
  }

  function formEncode(fields) {
    return Object.keys(fields)
      .filter(function (name) { return fields[name] !== undefined && fields[name] !== null; })
      .map(function (name) { return encodeURIComponent(name) + "=" + encodeURIComponent(String(fields[name])); })
      .join("&");
  }

  // The Payment Element: card number, expiry and security code, each with its own visible label.
  function createPaymentElement(options) {
    var id = "stripe-stand-in-" + ++elementCount;
    var listeners = {};
    var root = null;
    var inputs = {};
    var fields = [
      ["number", "Card number", "cc-number", "1234 1234 1234 1234"],
      ["expiry", "Expiration date", "cc-exp", "MM / YY"],
      ["cvc", "Security code", "cc-csc", "CVC"],
    ];

    function emit(event, payload) {
      (listeners[event] || []).slice().forEach(function (handler) { handler(payload); });
    }
    function values() {
      return {
        number: inputs.number ? inputs.number.value.replace(/[\\s-]/g, "") : "",
        expiry: inputs.expiry ? inputs.expiry.value.replace(/\\s/g, "") : "",
        cvc: inputs.cvc ? inputs.cvc.value.trim() : "",
      };
    }
    function changeEvent() {
      var current = values();
      return {
        elementType: "payment",
        empty: !current.number && !current.expiry && !current.cvc,
        complete: /^\\d{12,19}$/.test(current.number) && /^\\d{2}\\/\\d{2}(\\d{2})?$/.test(current.expiry) && /^\\d{3,4}$/.test(current.cvc),
        collapsed: false,
        value: { type: "card" },
      };
    }

    var element = {
      mount: function (target) {
        var node = typeof target === "string" ? document.querySelector(target) : target;
        if (!node) throw new Error("The Stripe.js stand-in could not find the node to mount the Payment Element in");
        if (root) element.unmount();
        root = document.createElement("div");
        root.setAttribute("data-stripe-js-stand-in", "payment");
        root.style.display = "grid";
        root.style.gap = "0.5rem";
        fields.forEach(function (field) {
          var wrapper = document.createElement("div");
          var label = document.createElement("label");
          label.htmlFor = id + "-" + field[0];
          label.textContent = field[1];
          label.style.display = "block";
          label.style.fontSize = "0.875rem";
          var input = document.createElement("input");
          input.id = id + "-" + field[0];
          input.name = field[0];
          input.autocomplete = field[2];
          input.placeholder = field[3];
          input.inputMode = "numeric";
          input.style.width = "100%";
          input.style.border = "1px solid #64748b";
          input.style.borderRadius = "0.375rem";
          input.style.padding = "0.5rem";
          input.addEventListener("input", function () { emit("change", changeEvent()); });
          input.addEventListener("focus", function () { emit("focus", { elementType: "payment" }); });
          input.addEventListener("blur", function () { emit("blur", { elementType: "payment" }); });
          inputs[field[0]] = input;
          wrapper.appendChild(label);
          wrapper.appendChild(input);
          root.appendChild(wrapper);
        });
        node.appendChild(root);
        setTimeout(function () { emit("ready", { elementType: "payment" }); }, 0);
      },
      unmount: function () {
        if (root && root.parentNode) root.parentNode.removeChild(root);
        root = null;
        inputs = {};
      },
      destroy: function () {
        element.unmount();
        listeners = {};
        element.destroyed = true;
      },
      on: function (event, handler) {
        (listeners[event] = listeners[event] || []).push(handler);
        return element;
      },
      off: function (event, handler) {
        if (!handler) delete listeners[event];
        else listeners[event] = (listeners[event] || []).filter(function (h) { return h !== handler; });
        return element;
      },
      once: function (event, handler) {
        var wrapped = function (payload) { element.off(event, wrapped); handler(payload); };
        return element.on(event, wrapped);
      },
      update: function (updates) { Object.assign(options, updates || {}); },
      collapse: function () { return element; },
      focus: function () { if (inputs.number) inputs.number.focus(); },
      blur: function () { if (document.activeElement && root && root.contains(document.activeElement)) document.activeElement.blur(); },
      clear: function () { Object.keys(inputs).forEach(function (name) { inputs[name].value = ""; }); },
      destroyed: false,
      _values: values,
    };
    return element;
  }

  function createElements(options) {
    var state = { options: Object.assign({}, options || {}), payment: null };
    var elements = {
      create: function (type, elementOptions) {
        if (type !== "payment") throw new Error('The Stripe.js stand-in provides only the "payment" Element, not "' + type + '"');
        if (state.payment && !state.payment.destroyed) throw new Error("Can only create one Element of type payment.");
        state.payment = createPaymentElement(Object.assign({}, elementOptions || {}));
        return state.payment;
      },
      getElement: function (type) {
        return type === "payment" && state.payment && !state.payment.destroyed ? state.payment : null;
      },
      // clientSecret cannot change (react-stripe-js never passes it here; Stripe.js refuses it too).
      update: function (updates) {
        var next = Object.assign({}, updates || {});
        delete next.clientSecret;
        Object.assign(state.options, next);
      },
      fetchUpdates: function () { return Promise.resolve({}); },
      // Stripe's checks before a confirm, with its messages.
      submit: function () {
        var payment = elements.getElement("payment");
        if (!payment) return Promise.resolve({ error: { type: "validation_error", message: "No Payment Element is mounted." } });
        var current = payment._values();
        var problem = !/^\\d{12,19}$/.test(current.number)
          ? { code: "incomplete_number", message: "Your card number is incomplete." }
          : !/^\\d{2}\\/\\d{2}(\\d{2})?$/.test(current.expiry)
            ? { code: "incomplete_expiry", message: "Your card's expiration date is incomplete." }
            : !/^\\d{3,4}$/.test(current.cvc)
              ? { code: "incomplete_cvc", message: "Your card's security code is incomplete." }
              : null;
        return Promise.resolve(problem ? { error: Object.assign({ type: "validation_error" }, problem) } : {});
      },
      _state: state,
    };
    return elements;
  }

  // loadStripe calls Stripe(publishableKey, options) without "new".
  function Stripe(publishableKey) {
    if (typeof publishableKey !== "string" || !/^pk_/.test(publishableKey))
      throw new Error("Invalid value for Stripe(): apiKey should be a publishable key (pk_…)");

    function confirmPayment(params) {
      var elements = params && params.elements;
      var clientSecret = (params && params.clientSecret) || (elements && elements._state.options.clientSecret);
      var confirmParams = (params && params.confirmParams) || {};
      if (!elements || !elements.getElement("payment"))
        return Promise.reject(new Error("stripe.confirmPayment(): expected an elements instance with a mounted Payment Element"));
      if (typeof clientSecret !== "string" || clientSecret.indexOf("_secret_") < 0)
        return Promise.reject(new Error("stripe.confirmPayment(): no clientSecret"));
      if (params.redirect !== "if_required" && !confirmParams.return_url)
        return Promise.reject(new Error("stripe.confirmPayment(): return_url is required"));
      var card = elements.getElement("payment")._values();
      var expiry = card.expiry.split("/");
      var intentId = clientSecret.split("_secret_")[0];
      var body = formEncode({
        key: publishableKey,
        client_secret: clientSecret,
        "payment_method_data[type]": "card",
        "payment_method_data[card][number]": card.number,
        "payment_method_data[card][exp_month]": expiry[0],
        "payment_method_data[card][exp_year]": expiry[1],
        "payment_method_data[card][cvc]": card.cvc,
        return_url: confirmParams.return_url,
        expected_payment_method_type: "card",
        use_stripe_sdk: "true",
      });
      return fetch(API_ORIGIN + "/v1/payment_intents/" + encodeURIComponent(intentId) + "/confirm", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: body,
      }).then(
        function (response) {
          return response.json().then(function (json) {
            return response.ok ? { paymentIntent: json } : { error: json.error };
          });
        },
        function () {
          return { error: { type: "api_connection_error", message: "An error occurred with our connection to Stripe. Request was retried 0 times." } };
        },
      );
    }

    return {
      elements: createElements,
      confirmPayment: confirmPayment,
      registerAppInfo: function () {},
      _registerWrapper: function () {},
      // Checked by react-stripe-js to recognise a Stripe instance; the shop never calls them.
      createToken: unsupported("createToken"),
      createPaymentMethod: unsupported("createPaymentMethod"),
      confirmCardPayment: unsupported("confirmCardPayment"),
      retrievePaymentIntent: unsupported("retrievePaymentIntent"),
      handleNextAction: unsupported("handleNextAction"),
    };
  }
  // The release train @stripe/stripe-js 10 loads (it warns about any other).
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();
`;
}

/**
 * Makes the page's requests to js.stripe.com (loadStripe asks for /endive/stripe.js; /v3 and anything
 * else there too) answer with the stand-in script, whose confirmPayment talks to `apiOrigin`.
 */
export async function routeStripeJs(page: Page, options: { apiOrigin: string }): Promise<void> {
  const script = buildStripeJsStandInScript(options.apiOrigin);
  await page.route(/^https:\/\/js\.stripe\.com(\/|$)/, (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/javascript; charset=utf-8",
      headers: { "access-control-allow-origin": "*", "cache-control": "no-store" },
      body: script,
    }),
  );
}
