-- Future Booster (WoE 330): Omni: Look at the top card of your deck; you may put it on the
-- bottom.
return {
	omni = function(ctx)
		ctx:glimpse(1)
	end,
}
