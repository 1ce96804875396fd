-- Banner of Battle (CotA 020): Each friendly creature gets +1 power.
-- A constant ability: on while the banner is in play, exhausted or not. applies_to must
-- name the battleline: a stat modifier's applies_to is offered objects in every zone (a
-- creature card in hand would get +1 power too).
return {
	statics = {
		{
			stat = "power",
			increase = 1,
			applies_to = function(ctx, obj)
				return obj:zone() == "battleline"
					and obj:has_type("creature")
					and obj:controller() == ctx.controller
			end,
		},
	},
}
