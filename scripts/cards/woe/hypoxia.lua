-- Hypoxia (WoE 352): Play: Destroy each token creature (either side's).
return {
	resolve = function(ctx)
		ctx:destroy(ctx:rule("token_creatures"))
	end,
}
