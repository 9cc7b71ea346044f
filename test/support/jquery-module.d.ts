declare module 'jquery';
