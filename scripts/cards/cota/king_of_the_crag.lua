-- King of the Crag (CotA 038): Each enemy Brobnar creature gets -2 power.
return {
	statics = {
		{
			stat = "power",
			reduce = 2,
			applies_to = function(ctx, obj)
				return obj:zone() == "battleline"
					and obj:controller() ~= ctx.controller
					and ctx:rule("of_house", obj, "brobnar")
			end,
		},
	},
}
