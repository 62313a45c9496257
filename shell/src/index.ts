void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
