-- Ingredient Pouch: (1), REST: gather.
return {
	activated = {
		gather = {
			resolve = function(ctx)
				ctx:rule("gather")
			end,
		},
	},
}
