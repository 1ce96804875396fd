-- Gas-Pipes Malone (DT 229): Before Fight: The creature Gas-Pipes Malone fights captures 1
-- æmber from its own side.
return {
	before_fight = function(ctx, fought)
		ctx:rule("capture_from_own_side", fought, 1)
	end,
}
