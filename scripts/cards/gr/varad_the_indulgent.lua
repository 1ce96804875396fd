-- Varad the Indulgent (GR 125): It gets +1 power for each æmber on it. After another friendly
-- Geistoid creature fights, Varad captures 1.
return {
	statics = {
		{
			stat = "power",
			self_only = true,
			increase = function(ctx)
				return ctx.this:counter("amber")
			end,
		},
	},
	triggers = {
		{
			on = "used",
			label = "another friendly Geistoid creature fought: Varad captures 1",
			applies = function(ctx, event)
				local creature = event.object
				return event.ability == "fight"
					and creature ~= ctx.this
					and creature:is_valid()
					and creature:controller() == ctx.controller
					and ctx:rule("of_house", creature, "geistoid")
			end,
			resolve = function(ctx)
				ctx:capture(ctx.this, 1)
			end,
		},
	},
}
