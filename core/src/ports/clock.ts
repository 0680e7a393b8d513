/** The time source of use cases; core never reads the system clock itself. */
export interface Clock {
  now(): Date;
}
